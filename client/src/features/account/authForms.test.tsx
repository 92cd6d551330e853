import { describe, expect, it, vi } from 'vitest';
import { FakeGraphQLError, fakeGateway, refusal, render, screen, userEvent } from '../../test-utils/render';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { LOGIN_FAILED } from './messages';

const client = {
  __typename: 'User',
  id: '5',
  name: 'Aisha Khan',
  email: 'aisha@example.test',
  phone: null,
  address: null,
  role: 'CLIENT',
};

describe('LoginForm', () => {
  it('signs in with email and password and hands back the user with its role', async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    const gateway = fakeGateway({ LoginMutation: () => ({ login: { user: client } }) });
    render(<LoginForm onSignedIn={onSignedIn} />, { gateway });

    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'aisha@example.test');
    await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await vi.waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ role: 'CLIENT' })),
    );
    expect(gateway.calls.find((c) => c.operationName === 'LoginMutation')?.variables).toEqual({
      input: { email: 'aisha@example.test', password: 'secret-password' },
    });
  });

  it('shows the login failure message when the gateway refuses', async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    const gateway = fakeGateway({
      LoginMutation: () => {
        throw refusal('UNAUTHENTICATED');
      },
    });
    render(<LoginForm onSignedIn={onSignedIn} />, { gateway });
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'who@example.test');
    await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(LOGIN_FAILED)).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});

describe('LoginForm under attack', () => {
  const underAttack = () =>
    new FakeGraphQLError(LOGIN_FAILED, {
      code: 'RATE_LIMITED',
      retryAfterSeconds: 120,
      offerSignInLink: true,
    });

  it('offers a sign-in link by e-mail when the account is slowed by guesses, and sends it', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway({
      LoginMutation: () => {
        throw underAttack();
      },
      RequestPasswordResetMutation: () => ({ requestPasswordReset: { success: true } }),
    });
    render(<LoginForm onSignedIn={vi.fn()} />, { gateway });
    await user.type(screen.getByRole('textbox', { name: /Email/ }), ' owner@example.test ');
    await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'the-right-one');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(/Someone has been trying to guess the password/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByText(/we have sent it a sign-in link/)).toBeInTheDocument();
    expect(gateway.calls.find((c) => c.operationName === 'RequestPasswordResetMutation')?.variables).toEqual({
      input: { email: 'owner@example.test' },
    });
  });

  it('offers no link for a wrong password or a limit on this address alone', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway({
      LoginMutation: () => {
        throw new FakeGraphQLError(LOGIN_FAILED, { code: 'RATE_LIMITED', retryAfterSeconds: 600 });
      },
    });
    render(<LoginForm onSignedIn={vi.fn()} />, { gateway });
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'owner@example.test');
    await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'guess');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(LOGIN_FAILED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'E-mail me a sign-in link' })).toBeNull();
  });
});

describe('RegisterForm', () => {
  it('keeps Register disabled while the form is invalid', async () => {
    const user = userEvent.setup();
    render(<RegisterForm onRegistered={() => {}} />);
    const register = screen.getByRole('button', { name: 'Register' });
    expect(register).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Aisha Khan');
    expect(register).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'long-enough-password');
    expect(register).toBeDisabled();
    expect(register).toHaveAccessibleDescription('To register, enter a valid e-mail address.');
    await user.clear(screen.getByRole('textbox', { name: /Email/ }));
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'aisha@example.test');
    expect(register).toBeEnabled();
    expect(screen.getByRole('link', { name: /Sign in/ })).toHaveAttribute('href', '/login');
  });

  it('registers, or shows the same failure message as login', async () => {
    const user = userEvent.setup();
    const onRegistered = vi.fn();
    let fail = true;
    const gateway = fakeGateway({
      RegisterMutation: () => {
        if (fail) throw refusal('INVALID_CREDENTIALS');
        return { register: { user: client } };
      },
      SessionQuery: () => ({ me: client }),
    });
    render(<RegisterForm onRegistered={onRegistered} />, { gateway });
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Aisha Khan');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'aisha@example.test');
    await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(LOGIN_FAILED)).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await vi.waitFor(() =>
      expect(onRegistered).toHaveBeenCalledWith(expect.objectContaining({ role: 'CLIENT' })),
    );
  });

  it('an e-mail that had an account (no session after the same answer) is asked to check their e-mail', async () => {
    const user = userEvent.setup();
    const onRegistered = vi.fn();
    const gateway = fakeGateway({
      RegisterMutation: () => ({ register: { user: client } }),
      SessionQuery: () => ({ me: null }),
    });
    render(<RegisterForm onRegistered={onRegistered} />, { gateway });
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Aisha Khan');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'aisha@example.test');
    await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Check your e-mail to finish')).toBeInTheDocument();
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('too many new accounts from this connection: the wait in its own words', async () => {
    const user = userEvent.setup();
    const words = 'Too many accounts have been made from your connection in the last hour.';
    const gateway = fakeGateway({
      RegisterMutation: () => {
        throw refusal('RATE_LIMITED', words);
      },
    });
    render(<RegisterForm onRegistered={vi.fn()} />, { gateway });
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Aisha Khan');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'aisha@example.test');
    await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(words)).toBeInTheDocument();
  });
});
