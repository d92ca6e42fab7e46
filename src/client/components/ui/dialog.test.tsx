import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '../../../shared/admin-messages.ts';
import { Dialog } from './dialog.tsx';

afterEach(cleanup);

/** A page with a button that opens a form, whose own button opens a question over it. */
function Page({ onFormClosed = () => {} }: { onFormClosed?: () => void }) {
  const [form, setForm] = useState(false);
  const [question, setQuestion] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setForm(true)}>
        เพิ่มสินค้า
      </button>
      {form ? (
        <Dialog
          title="แบบฟอร์ม"
          onClose={() => {
            setForm(false);
            onFormClosed();
          }}
        >
          <label>
            ชื่อ
            <input data-autofocus />
          </label>
          <button type="button" onClick={() => setQuestion(true)}>
            ลบ
          </button>
        </Dialog>
      ) : null}
      {question ? (
        <Dialog title="ยืนยันการลบ" onClose={() => setQuestion(false)}>
          <button type="button">ตกลง</button>
        </Dialog>
      ) : null}
    </main>
  );
}

describe('Dialog', () => {
  it('is a labelled modal whose close button is named ปิด', () => {
    render(
      <Dialog title="ตะกร้าสินค้า" onClose={() => {}}>
        <p>ว่างเปล่า</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'ตะกร้าสินค้า' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['ปิด']);
  });

  it('names the close button of a back-office dialog from the admin messages', () => {
    render(
      <Dialog title="Edit Product" onClose={() => {}} closeLabel={adminMessages.dialog.close}>
        <p>form</p>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('closes on its close button and on Escape', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <Dialog title="โปรโมชัน" onClose={onClose}>
        <p>ลด 10%</p>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'ปิด' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('has no close button and ignores Escape when it may not be closed', () => {
    render(
      <Dialog title="กำลังส่งคำสั่งซื้อ" busy>
        <p>โปรดรอ</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'กำลังส่งคำสั่งซื้อ' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).queryByRole('button')).not.toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes only the top dialog of two on Escape, then the one under it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'เพิ่มสินค้า' }));
    await user.click(screen.getByRole('button', { name: 'ลบ' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(2);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'ยืนยันการลบ' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'แบบฟอร์ม' })).toBeInTheDocument();
    // The focus is back on the button that asked the question, inside the form.
    expect(screen.getByRole('button', { name: 'ลบ' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts on [data-autofocus] and gives the focus back to the opener', async () => {
    const onFormClosed = vi.fn();
    const user = userEvent.setup();
    render(<Page onFormClosed={onFormClosed} />);
    const opener = screen.getByRole('button', { name: 'เพิ่มสินค้า' });
    await user.click(opener);
    expect(screen.getByRole('textbox', { name: 'ชื่อ' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'ปิด' }));
    expect(onFormClosed).toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it('focuses the dialog itself when nothing asks for the focus', () => {
    render(
      <Dialog title="ข้อมูลส่วนตัว" onClose={() => {}}>
        <button type="button">บันทึก</button>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'ข้อมูลส่วนตัว' })).toHaveFocus();
  });

  it('keeps Tab inside: from the last control to the first and back', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">ด้านหลัง</button>
        <Dialog title="ยืนยัน" onClose={() => {}}>
          <button type="button">ยกเลิก</button>
          <button type="button">ตกลง</button>
        </Dialog>
      </>,
    );
    const close = screen.getByRole('button', { name: 'ปิด' });
    const cancel = screen.getByRole('button', { name: 'ยกเลิก' });
    const ok = screen.getByRole('button', { name: 'ตกลง' });

    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(ok).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(ok).toHaveFocus();
  });

  it('makes the page behind inert while open, and gives it back on closing', () => {
    function Host() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <p>หน้าร้าน</p>
          {open ? (
            <Dialog title="ตะกร้าสินค้า" onClose={() => setOpen(false)}>
              <p>ว่างเปล่า</p>
            </Dialog>
          ) : null}
        </>
      );
    }
    const { container } = render(<Host />);
    expect(container).toHaveAttribute('inert');
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
    expect(document.body.style.overflow).toBe('hidden');

    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');
  });

  it('leaves Escape to a control inside that uses it first (an open date picker)', () => {
    const onClose = vi.fn();
    render(
      <Dialog title="โปรโมชัน" onClose={onClose}>
        <input
          aria-label="วันที่"
          onKeyDown={(event) => {
            if (event.key === 'Escape') event.preventDefault();
          }}
        />
      </Dialog>,
    );
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'วันที่' }), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on a click beside the panel only when asked to', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Dialog title="โปรโมชัน" onClose={onClose}>
        <p>ลด 10%</p>
      </Dialog>,
    );
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    rerender(
      <Dialog title="โปรโมชัน" onClose={onClose} closeOnBackdrop>
        <p>ลด 10%</p>
      </Dialog>,
    );
    fireEvent.click(screen.getByText('ลด 10%'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
