import { create } from 'zustand';
import type { EventChannel, EventType } from '../../../shared/domain/analytics.ts';
import { bangkokDayKey } from '../../../shared/domain/dates.ts';

export type DashboardTab = 'statistics' | 'logs';
export const ALL = 'all';

/** Spec: default range the last 7 days, today included. */
export const DEFAULT_RANGE_DAYS = 7;

/** yyyy-MM-dd plus n days. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function lastSevenDays(now = new Date()): { startDate: string; endDate: string } {
  const endDate = bangkokDayKey(now);
  return { startDate: shiftDay(endDate, -(DEFAULT_RANGE_DAYS - 1)), endDate };
}

interface DashboardState {
  tab: DashboardTab;
  eventType: EventType | typeof ALL;
  channel: EventChannel | typeof ALL;
  /** yyyy-MM-dd, both ends included. */
  startDate: string;
  endDate: string;
  page: number;
  setTab(tab: DashboardTab): void;
  setEventType(eventType: EventType | typeof ALL): void;
  setChannel(channel: EventChannel | typeof ALL): void;
  /**
   * A range that ends before it starts is refused: nothing changes and the answer is false (the
   * fields say why).
   */
  setStartDate(day: string): boolean;
  setEndDate(day: string): boolean;
  /** Kept within 1..pageCount. */
  setPage(page: number, pageCount: number): void;
  reset(): void;
}

const initial = () => ({
  tab: 'statistics' as DashboardTab,
  eventType: ALL as EventType | typeof ALL,
  channel: ALL as EventChannel | typeof ALL,
  ...lastSevenDays(),
  page: 1,
});

/** The dashboard's tab and log filters. Any filter change goes back to page 1. */
export const useDashboardStore = create<DashboardState>()((set, get) => ({
  ...initial(),
  setTab: (tab) => set({ tab }),
  setEventType: (eventType) => set({ eventType, page: 1 }),
  setChannel: (channel) => set({ channel, page: 1 }),
  setStartDate: (startDate) => {
    if (startDate > get().endDate) return false;
    set({ startDate, page: 1 });
    return true;
  },
  setEndDate: (endDate) => {
    if (endDate < get().startDate) return false;
    set({ endDate, page: 1 });
    return true;
  },
  setPage: (page, pageCount) => set({ page: Math.min(Math.max(1, page), Math.max(1, pageCount)) }),
  reset: () => set(initial()),
}));
