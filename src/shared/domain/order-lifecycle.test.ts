import { describe, expect, it } from 'vitest';
import {
  EXPECTED,
  nextStage,
  sampleNow as now,
  SAMPLE_STATES,
} from '../../testing/order-lifecycle-samples.ts';
import {
  canMove,
  decide,
  MOVE_NAMES,
  MOVES,
  type MoveName,
  type OrderState,
  stageStamps,
  WORKFLOW_STAGES,
} from './order-lifecycle.ts';

type Outcome = string;

const outcomeOf = (state: OrderState, move: MoveName): Outcome => {
  const decision = decide(state, move, MOVES[move].by[0], { now, stage: nextStage(state) });
  return decision.kind === 'refused' ? decision.reason : decision.kind;
};

describe('the order lifecycle table', () => {
  it('gives every move from every kind of order the outcome the rules say', () => {
    const actual = Object.fromEntries(
      Object.entries(SAMPLE_STATES).map(([name, state]) => [
        name,
        Object.fromEntries(MOVE_NAMES.map((move) => [move, outcomeOf(state, move)])),
      ]),
    );
    expect(actual).toEqual(EXPECTED);
  });

  it('lets each party make only its own moves', () => {
    const state = SAMPLE_STATES.promptpayDue;
    expect(decide(state, 'cancel', 'staff')).toEqual({ kind: 'refused', reason: 'WRONG_PARTY' });
    expect(decide(state, 'confirm', 'customer')).toEqual({
      kind: 'refused',
      reason: 'WRONG_PARTY',
    });
    expect(decide(state, 'expire', 'staff').kind).toBe('refused');
    expect(canMove(state, 'expire', 'timer', { now })).toBe(true);
    expect(canMove(SAMPLE_STATES.shipped, 'deliver', 'customer')).toBe(true);
    expect(canMove(SAMPLE_STATES.shipped, 'deliver', 'staff')).toBe(true);
  });

  it('gives back stock, the code and the points only from an order that still holds them', () => {
    const cancel = decide(SAMPLE_STATES.placed, 'staffCancel', 'staff');
    expect(cancel).toMatchObject({
      effects: ['returnStock', 'returnCodeUse', 'returnPoints', 'closeSlips'],
    });
    expect(decide(SAMPLE_STATES.rejected, 'delete', 'staff')).toMatchObject({ effects: [] });
    expect(decide(SAMPLE_STATES.cancelledByCustomer, 'reopen', 'staff')).toMatchObject({
      effects: ['takeStock', 'takeCodeUse', 'takePoints'],
    });
  });

  it('moves the tracker back to any stage reached and forward one at a time', () => {
    for (const from of WORKFLOW_STAGES) {
      const state: OrderState = {
        ...SAMPLE_STATES.placed,
        status: 'confirmed',
        workflowStatus: from,
      };
      const allowed = WORKFLOW_STAGES.filter((stage) =>
        canMove(state, 'setStage', 'staff', { stage }),
      );
      const expected = WORKFLOW_STAGES.filter(
        (stage) =>
          stage !== from && WORKFLOW_STAGES.indexOf(stage) <= WORKFLOW_STAGES.indexOf(from) + 1,
      );
      expect(allowed, from).toEqual(expected);
    }
  });

  it('records payment arranged with the shop by the tracker, and only then', () => {
    const onto = decide(
      { ...SAMPLE_STATES.placed, status: 'confirmed', workflowStatus: 'received' },
      'setStage',
      'staff',
      { stage: 'payments' },
    );
    expect(onto).toMatchObject({ to: { workflowStatus: 'payments', paymentStatus: 'paid' } });
    const back = decide(
      { ...SAMPLE_STATES.placed, workflowStatus: 'payments', paymentStatus: 'paid' },
      'setStage',
      'staff',
      { stage: 'received' },
    );
    expect(back).toMatchObject({ to: { paymentStatus: 'awaiting' } });
    const cod = decide(SAMPLE_STATES.confirmedCod, 'setStage', 'staff', { stage: 'payments' });
    expect(cod).toMatchObject({ to: { workflowStatus: 'payments' } });
    expect(cod.kind === 'apply' && 'paymentStatus' in cod.to).toBe(false);
  });

  it('approving a slip confirms a pending order and reaches the payments stage', () => {
    expect(decide(SAMPLE_STATES.slipInReview, 'approvePayment', 'staff')).toMatchObject({
      to: { paymentStatus: 'paid', status: 'confirmed', workflowStatus: 'payments' },
    });
  });
});

describe('stage times', () => {
  const old = new Date('2026-01-01T00:00:00Z');
  const all = {
    orderReceivedAt: old,
    paymentConfirmedAt: old,
    deliveryStartedAt: null,
    courierAssignedAt: null,
  };

  it('stamps the stages moved onto, keeps the ones reached and clears the ones after', () => {
    expect(stageStamps('payments', 'courier', all, now)).toEqual({
      orderReceivedAt: old,
      paymentConfirmedAt: old,
      deliveryStartedAt: now,
      courierAssignedAt: now,
    });
    expect(stageStamps('payments', 'orders', all, now)).toEqual({
      orderReceivedAt: null,
      paymentConfirmedAt: null,
      deliveryStartedAt: null,
      courierAssignedAt: null,
    });
    // A stage reached without a time (an order from before the rule) gets one.
    expect(
      stageStamps('received', 'received', { ...all, orderReceivedAt: null }, now),
    ).toMatchObject({
      orderReceivedAt: now,
      paymentConfirmedAt: null,
    });
  });
});
