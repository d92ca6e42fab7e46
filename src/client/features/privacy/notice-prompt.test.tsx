import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConsentState } from '../../../shared/contracts/privacy.ts';
import { errorReply, get, memberOf, mockApi, put } from '../../../testing/api-mock.ts';
import { renderPages } from '../../../testing/page-router.tsx';
import { useSessionStore } from '../accounts/session-store.ts';
import { useConsentStore } from './consent-store.ts';
import { NoticePromptHost } from './notice-prompt-host.tsx';

/** A storefront page with the layout's mount point under it. */
const shopPage = {
  Component: () => (
    <>
      <p>หน้าร้าน</p>
      <NoticePromptHost />
    </>
  ),
};

function renderShop(consents: ConsentState, ...answers: Parameters<typeof mockApi>) {
  const calls = mockApi(
    ...answers,
    get('/me/consents', consents),
    put('/me/consents', { ...consents, noticeAccepted: consents.noticeCurrent }),
  );
  renderPages({ '/': shopPage, '/account/privacy': shopPage }, '/');
  return calls;
}

const prompt = () => screen.findByRole('region', { name: 'ประกาศความเป็นส่วนตัวฉบับใหม่' });
const noPrompt = () =>
  expect(
    screen.queryByRole('region', { name: 'ประกาศความเป็นส่วนตัวฉบับใหม่' }),
  ).not.toBeInTheDocument();
const consentsRead = () => waitFor(() => expect(useConsentStore.getState().known).not.toBeNull());

beforeEach(() => {
  useConsentStore.setState({ known: null });
  useSessionStore.setState({ status: 'ready', user: memberOf('customer') });
});

afterEach(cleanup);

describe('the changed notice prompt', () => {
  it('asks a customer who accepted an older notice, with a link to read it', async () => {
    renderShop({ marketing: false, noticeAccepted: 1, noticeCurrent: 2 });
    const note = await prompt();
    expect(note).toHaveTextContent('ร้านปรับปรุงประกาศความเป็นส่วนตัว กรุณาอ่านฉบับใหม่');
    expect(within(note).getByRole('link', { name: 'อ่านประกาศ' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('asks a customer who never accepted one', async () => {
    renderShop({ marketing: false, noticeAccepted: null, noticeCurrent: 1 });
    expect(await prompt()).toBeVisible();
  });

  it('says nothing when the notice in force is the one accepted', async () => {
    const calls = renderShop({ marketing: true, noticeAccepted: 2, noticeCurrent: 2 });
    await consentsRead();
    noPrompt();
    expect(calls).toHaveLength(1);
  });

  it('records the acceptance with รับทราบ and goes away', async () => {
    const calls = renderShop({ marketing: false, noticeAccepted: 1, noticeCurrent: 2 });
    await userEvent.click(within(await prompt()).getByRole('button', { name: 'รับทราบ' }));
    await waitFor(noPrompt);
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { acceptNotice: true },
    ]);
  });

  it('stays, saying why, when the acceptance is not recorded', async () => {
    renderShop(
      { marketing: false, noticeAccepted: 1, noticeCurrent: 2 },
      put('/me/consents', errorReply('INTERNAL', ''), 500),
    );
    const note = await prompt();
    await userEvent.click(within(note).getByRole('button', { name: 'รับทราบ' }));
    expect(await within(note).findByRole('alert')).toHaveTextContent(
      'ขออภัย บันทึกไม่สำเร็จ กรุณาลองใหม่',
    );
    expect(within(note).getByRole('button', { name: 'รับทราบ' })).toBeEnabled();
  });

  it('asks nothing of visitors and staff until a customer signs in', async () => {
    useSessionStore.setState({ status: 'ready', user: null });
    const calls = renderShop({ marketing: false, noticeAccepted: 1, noticeCurrent: 2 });
    await screen.findByText('หน้าร้าน');
    act(() => useSessionStore.getState().setUser(memberOf('admin')));
    act(() => useSessionStore.getState().setUser(memberOf('sale')));
    noPrompt();
    expect(calls).toHaveLength(0);

    act(() => useSessionStore.getState().setUser(memberOf('customer')));
    expect(await prompt()).toBeVisible();
    expect(calls.map((call) => call.path)).toEqual(['/api/me/consents']);
  });

  it('reads the consents once a page load and leaves the privacy page to ask itself', async () => {
    const calls = renderShop({ marketing: false, noticeAccepted: 1, noticeCurrent: 2 });
    await prompt();
    cleanup();
    renderPages({ '/account/privacy': shopPage }, '/account/privacy');
    await screen.findByText('หน้าร้าน');
    noPrompt();
    expect(calls).toHaveLength(1);
  });
});
