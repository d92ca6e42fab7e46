import { infoMessages } from '../../../shared/info-messages.ts';
import { InfoPage, InfoSection, RichText } from './info-page.tsx';

const text = infoMessages.privacy;

/**
 * What the shop keeps about a customer and why, in plain Thai. It stands until the full privacy
 * notice is written; keep it true to what the database holds.
 */
export function Component() {
  return (
    <InfoPage title={text.title} subtitle={text.subtitle}>
      <InfoSection title={text.keptTitle}>
        <dl className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {text.kept.map((item) => (
            <div key={item.what} className="px-4 py-3 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
              <dt className="font-semibold text-stone-900">{item.what}</dt>
              <dd className="mt-1 text-stone-700 sm:mt-0">{item.why}</dd>
            </div>
          ))}
        </dl>
      </InfoSection>
      <InfoSection title={text.deviceTitle}>
        <p>{text.device}</p>
      </InfoSection>
      <InfoSection title={text.whoTitle}>
        <p>{text.who}</p>
      </InfoSection>
      <InfoSection title={text.requestTitle}>
        <p>
          <RichText parts={text.request} />
        </p>
        <p className="text-sm text-stone-600">{text.fullNotice}</p>
      </InfoSection>
    </InfoPage>
  );
}
