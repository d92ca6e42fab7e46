import { messages } from '../../shared/messages.ts';
import { type PageHead, scriptJson } from './page-head.ts';

/**
 * The `<head>` tags of a server-rendered page: title, description, canonical, Open Graph, Twitter,
 * a product's price and availability, and JSON-LD. Rendered to markup by React, which escapes
 * every text and attribute (client/entry-server.tsx).
 */
export function PageHeadTags({ head }: { head: PageHead }) {
  const { title, description, canonical, image, price, structuredData } = head;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={messages.shopTitle} />
      <meta property="og:locale" content="th_TH" />
      <meta property="og:type" content={head.type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image ? (
        <>
          <meta property="og:image" content={image} />
          <meta name="twitter:image" content={image} />
        </>
      ) : null}
      {price ? (
        <>
          <meta property="product:price:amount" content={price.amount} />
          <meta property="product:price:currency" content="THB" />
          <meta
            property="product:availability"
            content={price.available ? 'in stock' : 'out of stock'}
          />
        </>
      ) : null}
      {structuredData ? (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON made safe by scriptJson
          dangerouslySetInnerHTML={{ __html: scriptJson(structuredData) }}
        />
      ) : null}
    </>
  );
}
