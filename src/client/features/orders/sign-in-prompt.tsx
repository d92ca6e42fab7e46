import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import { useAuthDialog } from '../accounts/public.ts';

/** What a visitor sees on the order pages: a reason and the login button. */
export function SignInPrompt() {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
      <p className="mb-4 text-stone-700">{checkoutMessages.orders.loginToSee}</p>
      <button
        type="button"
        onClick={() => useAuthDialog.getState().open('login')}
        className="h-11 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        เข้าสู่ระบบ
      </button>
    </div>
  );
}
