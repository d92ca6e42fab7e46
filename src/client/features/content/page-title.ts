import { useEffect } from 'react';
import { messages } from '../../../shared/messages.ts';

/** The tab's title while a page (or the item it shows) is open; the shop's name again after. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (title === undefined) return;
    document.title = messages.pageTitle(title);
    return () => {
      document.title = messages.shopTitle;
    };
  }, [title]);
}
