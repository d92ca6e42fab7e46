import type { ReactNode } from 'react';
import type { PpeItem } from '../../../shared/agronomy-messages.ts';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** Small pictures of the protective equipment a label asks for. */
const PICTURES: Record<PpeItem, ReactNode> = {
  gloves: (
    <path
      {...stroke}
      d="M8 21v-6L5 11.5a1.5 1.5 0 0 1 2.2-2L9 11V4.5a1.5 1.5 0 0 1 3 0V10m0-6.5a1.5 1.5 0 0 1 3 0V10m0-5a1.5 1.5 0 0 1 3 0v10a6 6 0 0 1-2 4.5V21"
    />
  ),
  mask: (
    <>
      <path {...stroke} d="M4 9c3-1 5-2 8-2s5 1 8 2v4c0 4-4 7-8 7s-8-3-8-7Z" />
      <path {...stroke} d="M9 12h6M9 15h6M4 9 2 7m18 2 2-2" />
    </>
  ),
  goggles: (
    <>
      <path {...stroke} d="M3 10h18v4a3 3 0 0 1-3 3h-2l-2-2h-4l-2 2H6a3 3 0 0 1-3-3Z" />
      <path {...stroke} d="M3 11 1 9m20 2 2-2" />
    </>
  ),
  boots: <path {...stroke} d="M7 3h6v10l5 2a3 3 0 0 1 2 3v2H4v-4l1-3V5a2 2 0 0 1 2-2ZM4 20h16" />,
  'long-sleeves': <path {...stroke} d="M9 3h6l1 2 4 2 2 12h-3L17 10v11H7V10L5 19H2L4 7l4-2Z" />,
};

export function isPpeItem(value: string): value is PpeItem {
  return Object.hasOwn(PICTURES, value);
}

export function PpeIcon({ item, className = 'size-8' }: { item: PpeItem; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      {PICTURES[item]}
    </svg>
  );
}
