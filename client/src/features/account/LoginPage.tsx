import { AccountFormFrame } from './AccountFormFrame';
import { useLocation, useNavigate } from 'react-router';
import { LoginForm } from './LoginForm';
import { targetAfterSignIn } from './roleTarget';
import { usePageTitle } from '../../lib/usePageTitle';

export function LoginPage() {
  usePageTitle('Sign in');
  const navigate = useNavigate();
  // The page that sent the user here (a guard, or an admin whose session ended), to go back to.
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return (
    <AccountFormFrame title="Sign in" lead="Welcome back. Sign in to see your bookings.">
      <LoginForm onSignedIn={(user) => navigate(targetAfterSignIn(user.role, from), { replace: true })} />
    </AccountFormFrame>
  );
}
