import { accountMessages } from '../../../shared/account-messages.ts';
import { type AuthDialogMode, useAuthDialog } from './auth-dialog-store.ts';
import { LoginForm } from './login-form.tsx';
import { Modal } from './modal.tsx';
import { RegisterForm } from './register-form.tsx';

const toggleClass =
  'font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 rounded';

/** The login/register dialog: 'เข้าสู่ระบบ' or 'สมัครสมาชิก', with a toggle between them. */
export function AuthDialog({ mode }: { mode: AuthDialogMode }) {
  const { open, close } = useAuthDialog.getState();
  const isLogin = mode === 'login';
  return (
    <Modal
      title={isLogin ? accountMessages.login.title : accountMessages.login.registerTitle}
      onClose={close}
      width={isLogin ? 'max-w-md' : 'max-w-lg'}
    >
      {isLogin ? <LoginForm key="login" onSignedIn={close} /> : null}
      {!isLogin ? <RegisterForm key="register" onSignedIn={close} /> : null}
      <p className="mt-5 border-t border-stone-200 pt-4 text-center text-sm text-stone-600">
        {isLogin ? 'ยังไม่มีบัญชี? ' : 'มีบัญชีอยู่แล้ว? '}
        <button
          type="button"
          className={toggleClass}
          onClick={() => open(isLogin ? 'register' : 'login')}
        >
          {isLogin ? accountMessages.login.registerTitle : accountMessages.login.title}
        </button>
      </p>
    </Modal>
  );
}
