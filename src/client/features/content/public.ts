/** What other features may use of content: the home page's articles, news, contact and reviews. */
export { HomeContentSections } from './home-content-sections.tsx';
