import { describe, expect, it } from 'vitest';
import { configure, fakeGateway, render, screen, userEvent } from '../../test-utils/render';
import { ProfilePage } from './ProfilePage';

// the fake gateway answers on a timer: give a shared, busy machine time
configure({ asyncUtilTimeout: 10_000 });

const me = (referralCredit: { amount: number; friends: number } | null) => ({
  me: {
    __typename: 'User',
    id: '5',
    name: 'Lindiwe Khumalo',
    email: 'lindiwe@example.test',
    phone: null,
    address: null,
    role: 'CLIENT',
    referralCode: 'AB12CD34',
    referralCredit: referralCredit && { __typename: 'ReferralCreditBalance', ...referralCredit },
    bookings: [],
  },
});
const noSeries = () => ({ me: { __typename: 'User', id: '5', series: [] } });

describe('the account page', () => {
  it('tells the referral credit near the code (the amount is the gateway’s)', async () => {
    render(<ProfilePage />, {
      route: '/profile',
      gateway: fakeGateway({
        ProfileRouteQuery: () => me({ amount: 100, friends: 1 }),
        MySeriesQuery: noSeries,
      }),
    });
    expect(await screen.findByTestId('referral-credit')).toHaveTextContent(
      /^You have R\s?100,00 credit from 1 friend; it comes off your next booking\.$/,
    );
    expect(screen.getByTestId('referral-code')).toHaveTextContent('AB12CD34');
  });

  it('says nothing of a credit the customer does not have', async () => {
    render(<ProfilePage />, {
      route: '/profile',
      gateway: fakeGateway({
        ProfileRouteQuery: () => me({ amount: 0, friends: 0 }),
        MySeriesQuery: noSeries,
      }),
    });
    expect(await screen.findByTestId('referral-code')).toBeInTheDocument();
    expect(screen.queryByTestId('referral-credit')).toBeNull();
  });

  it('signs out everywhere: the mutation is sent and the page is signed out', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway({
      ProfileRouteQuery: () => me(null),
      MySeriesQuery: noSeries,
      SignOutEverywhereMutation: () => ({ signOutEverywhere: { success: true } }),
    });
    render(<ProfilePage />, { route: '/profile', gateway });
    expect(await screen.findByText(/ends your account.s sign-in on every device/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await expect
      .poll(() => gateway.calls.some((c) => c.operationName === 'SignOutEverywhereMutation'))
      .toBe(true);
  });
});
