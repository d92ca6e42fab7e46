import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { placedState } from '../../../shared/domain/order-lifecycle.ts';
import { WorkflowTracker } from './workflow-tracker.tsx';

afterEach(cleanup);

const stageTexts = () =>
  within(screen.getByRole('list', { name: 'สถานะคำสั่งซื้อ' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the workflow tracker', () => {
  it('shows earlier stages done, the current one highlighted and later ones pending', () => {
    render(<WorkflowTracker stage="payments" rejected={false} />);
    expect(stageTexts()).toEqual([
      '✓สั่งซื้อแล้ว (เสร็จแล้ว)',
      '✓ร้านรับคำสั่งซื้อ (เสร็จแล้ว)',
      '3ยืนยันการชำระเงิน (ขั้นตอนปัจจุบัน)',
      '4กำลังจัดส่ง (รอดำเนินการ)',
      '5ส่งมอบให้ขนส่ง (รอดำเนินการ)',
    ]);
    const current = screen.getByText('ยืนยันการชำระเงิน').closest('li');
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/คำสั่งซื้อถูกปฏิเสธ/)).not.toBeInTheDocument();
  });

  it('shows a rejected order: the first stage done, every later one in red, reason and banner', () => {
    render(
      <WorkflowTracker
        stage="orders"
        rejected
        rejectionReason="Order rejected by admin"
        onSelect={vi.fn()}
      />,
    );
    expect(stageTexts()).toEqual([
      '✓สั่งซื้อแล้ว (เสร็จแล้ว)',
      '✕ร้านรับคำสั่งซื้อ (ถูกปฏิเสธ)',
      '✕ยืนยันการชำระเงิน (ถูกปฏิเสธ)',
      '✕กำลังจัดส่ง (ถูกปฏิเสธ)',
      '✕ส่งมอบให้ขนส่ง (ถูกปฏิเสธ)',
    ]);
    for (const stage of ['ร้านรับคำสั่งซื้อ', 'ส่งมอบให้ขนส่ง']) {
      expect(screen.getByText(stage)).toHaveClass('text-red-700');
    }
    expect(screen.getByText('คำสั่งซื้อถูกปฏิเสธ: Order rejected by admin')).toBeInTheDocument();
    // A rejected order does not move: no stage is a button.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets staff set a completed stage, the current one or the next; not later ones', async () => {
    const onSelect = vi.fn();
    render(
      <WorkflowTracker
        stage="received"
        rejected={false}
        onSelect={onSelect}
        stamps={{ orderReceivedAt: '2026-11-22T04:00:00.000Z' }}
        formatStamp={(iso) => `at ${iso.slice(11, 16)}`}
      />,
    );
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual([
      '✓สั่งซื้อแล้ว (เสร็จแล้ว)',
      '2ร้านรับคำสั่งซื้อ (ขั้นตอนปัจจุบัน)',
      '3ยืนยันการชำระเงิน (รอดำเนินการ)',
    ]);
    expect(screen.getByText('at 04:00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /ยืนยันการชำระเงิน/ }));
    await userEvent.click(screen.getByRole('button', { name: /สั่งซื้อแล้ว/ }));
    expect(onSelect.mock.calls).toEqual([['payments'], ['orders']]);
  });

  it('has no buttons for a cancelled order and disables them while a change is saved', () => {
    const { rerender } = render(
      <WorkflowTracker
        stage="delivery"
        rejected={false}
        order={{
          ...placedState(),
          status: 'cancelled',
          cancelledBy: 'staff',
          workflowStatus: 'delivery',
        }}
        onSelect={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<WorkflowTracker stage="delivery" rejected={false} busy onSelect={vi.fn()} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(5);
    for (const button of buttons) expect(button).toBeDisabled();
  });

  it('never shows a time on a stage after the current one (an order moved back)', () => {
    render(
      <WorkflowTracker
        stage="received"
        rejected={false}
        onSelect={vi.fn()}
        stamps={{
          orderReceivedAt: '2026-11-22T04:00:00.000Z',
          paymentConfirmedAt: '2026-11-22T05:00:00.000Z',
          deliveryStartedAt: '2026-11-22T06:00:00.000Z',
          courierAssignedAt: '2026-11-22T07:00:00.000Z',
        }}
        formatStamp={(iso) => `at ${iso.slice(11, 16)}`}
      />,
    );
    expect(stageTexts()).toEqual([
      '✓สั่งซื้อแล้ว (เสร็จแล้ว)',
      '2ร้านรับคำสั่งซื้อ (ขั้นตอนปัจจุบัน)at 04:00',
      '3ยืนยันการชำระเงิน (รอดำเนินการ)',
      '4กำลังจัดส่ง (รอดำเนินการ)',
      '5ส่งมอบให้ขนส่ง (รอดำเนินการ)',
    ]);
    expect(screen.queryByText('at 05:00')).not.toBeInTheDocument();
  });
});
