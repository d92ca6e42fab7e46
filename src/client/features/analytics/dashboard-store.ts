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
  /** A start after the end drags the end along (and the other way round). */
  setStartDate(day: string): void;
  setEndDate(day: string): void;
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
export const useDashboardStore = create<DashboardState>()((set) => ({
  ...initial(),
  setTab: (tab) => set({ tab }),
  setEventType: (eventType) => set({ eventType, page: 1 }),
  setChannel: (channel) => set({ channel, page: 1 }),
  setStartDate: (startDate) =>
    set((state) => ({
      startDate,
      endDate: state.endDate < startDate ? startDate : state.endDate,
      page: 1,
    })),
  setEndDate: (endDate) =>
    set((state) => ({
      endDate,
      startDate: state.startDate > endDate ? endDate : state.startDate,
      page: 1,
    })),
  setPage: (page, pageCount) => set({ page: Math.min(Math.max(1, page), Math.max(1, pageCount)) }),
  reset: () => set(initial()),
}));
