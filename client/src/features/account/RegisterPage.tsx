import { AccountFormFrame } from './AccountFormFrame';
import { useNavigate } from 'react-router';
import { RegisterForm } from './RegisterForm';
import { targetForRole } from './roleTarget';
import { usePageTitle } from '../../lib/usePageTitle';

export function RegisterPage() {
  usePageTitle('Create account');
  const navigate = useNavigate();
  return (
    <AccountFormFrame title="Create account" lead="Book faster and keep track of your bookings.">
      <RegisterForm onRegistered={(user) => navigate(targetForRole(user.role), { replace: true })} />
    </AccountFormFrame>
  );
}
