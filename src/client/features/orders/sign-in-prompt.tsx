import { checkoutMessages } from '../../../shared/checkout-messages.ts';
import { linkButtonClass } from '../../components/ui/link-button.tsx';
import { useAuthDialog } from '../accounts/public.ts';

/** What a visitor sees on the order pages: a reason and the login button. */
export function SignInPrompt() {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-6 text-center">
      <p className="mb-4 text-stone-700">{checkoutMessages.orders.loginToSee}</p>
      <button
        type="button"
        onClick={() => useAuthDialog.getState().open('login')}
        className={linkButtonClass()}
      >
        {checkoutMessages.orders.logIn}
      </button>
    </div>
  );
}
