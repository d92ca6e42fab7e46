/**
 * Article and news text as the API stores it: plain text, paragraphs split on blank lines.
 * React writes it as text nodes, so markup in the content (a `<script>`, an `onerror=`) is shown
 * as the characters it is and never becomes an element.
 */
export function PlainText({ text }: { text: string }) {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className="space-y-4 text-lg leading-relaxed text-stone-800">
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
