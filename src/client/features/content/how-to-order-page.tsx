import { infoMessages } from '../../../shared/info-messages.ts';
import { InfoPage, InfoSection, RichText } from './info-page.tsx';

const text = infoMessages.howToOrder;

/** How to order, step by step, as the shop really works today. */
export function Component() {
  return (
    <InfoPage title={text.title} subtitle={text.subtitle}>
      <ol className="space-y-5">
        {text.steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <div className="min-w-0">
              <h2 className="text-lg leading-snug font-bold text-stone-900">{step.title}</h2>
              <p className="mt-1">
                <RichText parts={step.body} />
              </p>
            </div>
          </li>
        ))}
      </ol>
      <InfoSection title={text.askTitle}>
        <p>
          <RichText parts={text.ask} />
        </p>
      </InfoSection>
    </InfoPage>
  );
}
