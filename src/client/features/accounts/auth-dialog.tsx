import { accountMessages } from '../../../shared/account-messages.ts';
import { passwordResetMessages } from '../../../shared/password-reset-messages.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { type AuthDialogMode, useAuthDialog } from './auth-dialog-store.ts';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

const text = accountMessages.login;

const toggleClass =
  'font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 rounded';

/**
 * The login/register dialog: 'เข้าสู่ระบบ' or 'สมัครสมาชิก', with a toggle between them; the login
 * offers 'ลืมรหัสผ่าน?', a new password with the shop's reset code.
 */
export function AuthDialog({ mode }: { mode: AuthDialogMode }) {
  const { open, close, signedIn } = useAuthDialog.getState();
  const isLogin = mode === 'login';
  if (mode === 'reset') {
    return (
      <Dialog title={passwordResetMessages.title} onClose={close} width="md">
        <ResetPasswordForm key="reset" onSignedIn={() => signedIn('login')} />
        <p className="mt-5 border-t border-stone-200 pt-4 text-center text-sm text-stone-600">
          <button type="button" className={toggleClass} onClick={() => open('login')}>
            {passwordResetMessages.backToLogin}
          </button>
        </p>
      </Dialog>
    );
  }
  return (
    <Dialog
      title={isLogin ? text.title : text.registerTitle}
      onClose={close}
      width={isLogin ? 'md' : 'lg'}
    >
      {isLogin ? <LoginForm key="login" onSignedIn={() => signedIn('login')} /> : null}
      {isLogin ? (
        <p className="mt-3 text-right text-sm">
          <button type="button" className={toggleClass} onClick={() => open('reset')}>
            {passwordResetMessages.forgot}
          </button>
        </p>
      ) : null}
      {!isLogin ? <RegisterForm key="register" onSignedIn={() => signedIn('register')} /> : null}
      <p className="mt-5 border-t border-stone-200 pt-4 text-center text-sm text-stone-600">
        {isLogin ? text.noAccount : text.haveAccount}
        <button
          type="button"
          className={toggleClass}
          onClick={() => open(isLogin ? 'register' : 'login')}
        >
          {isLogin ? text.registerTitle : text.title}
        </button>
      </p>
    </Dialog>
  );
}
