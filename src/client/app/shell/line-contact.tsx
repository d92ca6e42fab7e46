import { shellMessages } from '../../../shared/shell-messages.ts';
import { call, client } from '../../lib/api.ts';
import { useCall } from '../../lib/use-call.ts';

const text = shellMessages.lineContact;

/**
 * The LINE dialog's content: the QR code to scan from another device, and a button that opens
 * the shop's LINE account on this one (a phone cannot scan its own screen). It mounts on the
 * dialog's first opening (side-widget.tsx), so the shop's details load then, not with every page.
 */
export function LineContact() {
  const shop = useCall(
    (signal) => call(client.settings.shop.$get({}, { init: { signal } })),
    [],
  ).data;

  return (
    <div className="flex w-40 flex-col items-center">
      <img
        src={shop?.lineQrImage ?? '/images/line-qr.svg'}
        width={160}
        height={160}
        alt={text.qrAlt}
        className="size-40 object-contain"
      />
      <p className="mt-2 text-center text-sm font-semibold">{text.scan}</p>
      {shop?.lineUrl ? (
        <a
          href={shop.lineUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex h-11 w-full items-center justify-center rounded-full bg-[#06c755] px-4 font-bold text-stone-950 hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {text.open}
        </a>
      ) : null}
      {shop?.lineId ? (
        <p className="mt-2 text-center text-xs text-stone-600">{shop.lineId}</p>
      ) : null}
    </div>
  );
}
