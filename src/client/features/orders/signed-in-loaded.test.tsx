import { act, cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberOf } from '../../../testing/api-mock.ts';
import { renderPages } from '../../../testing/page-router.tsx';
import { deferred } from '../../components/ui/loaded.tsx';
import { useSessionStore } from '../accounts/session-store.ts';
import { SignedInLoaded } from './signed-in-loaded.tsx';

interface Note {
  text: string;
}

const customer = memberOf('customer', { id: 'u-1' });
const askToSignIn = 'กรุณาเข้าสู่ระบบเพื่อดูคำสั่งซื้อของคุณ';

/** What the page's loader answers, set by each test; `loads` counts the loader's runs. */
let answer: () => Promise<Note | null>;
let loads = 0;
let prompt: ReactNode | undefined;
const shows = vi.fn((note: Note) => <p>{note.text}</p>);

function loader() {
  loads += 1;
  return { note: deferred(answer()) };
}

const page = {
  loader,
  Component() {
    const { note } = useLoaderData<typeof loader>();
    return (
      <SignedInLoaded
        data={note}
        fallback={<p>กำลังโหลด...</p>}
        errorMessage="โหลดไม่สำเร็จ"
        prompt={prompt}
      >
        {shows}
      </SignedInLoaded>
    );
  },
};

const renderPage = () => renderPages({ '/me': page }, '/me');

beforeEach(() => {
  useSessionStore.setState({ user: customer, status: 'ready' });
  answer = async () => ({ text: 'ที่อยู่ของฉัน' });
  loads = 0;
  prompt = undefined;
  shows.mockClear();
});

afterEach(cleanup);

describe('data only a signed-in customer has', () => {
  it('shows a visitor the sign-in prompt and never the data, even when it came', async () => {
    useSessionStore.setState({ user: null, status: 'ready' });
    const came = Promise.resolve({ text: 'ที่อยู่ของฉัน' });
    answer = () => came;
    renderPage();
    expect(await screen.findByText(askToSignIn)).toBeVisible();
    await act(async () => {
      await came;
    });
    expect(shows).not.toHaveBeenCalled();
    expect(screen.queryByText('ที่อยู่ของฉัน')).toBeNull();
  });

  it('shows a signed-in customer the page’s content for their data', async () => {
    renderPage();
    expect(await screen.findByText('ที่อยู่ของฉัน')).toBeVisible();
    expect(shows).toHaveBeenCalledWith({ text: 'ที่อยู่ของฉัน' });
    expect(screen.queryByText(askToSignIn)).toBeNull();
  });

  it('shows the skeleton while the shop still asks who is signed in, not the prompt', async () => {
    useSessionStore.setState({ user: null, status: 'unknown' });
    answer = () => new Promise(() => {});
    renderPage();
    expect(await screen.findByText('กำลังโหลด...')).toBeVisible();
    expect(screen.queryByText(askToSignIn)).toBeNull();
  });

  it('shows the sign-in prompt for a null answer, without the content', async () => {
    answer = async () => null;
    renderPage();
    expect(await screen.findByText(askToSignIn)).toBeVisible();
    expect(shows).not.toHaveBeenCalled();
  });

  it('shows the page’s own prompt, for a visitor and for a null answer', async () => {
    prompt = <p>เข้าสู่ระบบก่อนนะ</p>;
    answer = async () => null;
    renderPage();
    expect(await screen.findByText('เข้าสู่ระบบก่อนนะ')).toBeVisible();
    expect(screen.queryByText(askToSignIn)).toBeNull();
    cleanup();

    useSessionStore.setState({ user: null, status: 'ready' });
    answer = async () => ({ text: 'ที่อยู่ของฉัน' });
    renderPage();
    expect(await screen.findByText('เข้าสู่ระบบก่อนนะ')).toBeVisible();
    expect(screen.queryByText(askToSignIn)).toBeNull();
    expect(shows).not.toHaveBeenCalled();
  });

  it('says so calmly when the data cannot be loaded', async () => {
    answer = async () => {
      throw new Error('network down');
    };
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('โหลดไม่สำเร็จ');
    expect(shows).not.toHaveBeenCalled();
  });

  it('loads the data again when the visitor signs in on the page', async () => {
    useSessionStore.setState({ user: null, status: 'ready' });
    answer = async () => (useSessionStore.getState().user ? { text: 'ที่อยู่ของฉัน' } : null);
    renderPage();
    expect(await screen.findByText(askToSignIn)).toBeVisible();
    expect(loads).toBe(1);
    act(() => useSessionStore.getState().setUser(customer));
    expect(await screen.findByText('ที่อยู่ของฉัน')).toBeVisible();
    expect(loads).toBe(2);
  });
});
