import { z } from 'zod';
import { MAX_POINTS_TO_USE, type PointsReason } from '../domain/points.ts';
import { pointsMessages } from '../points-messages.ts';

/** `pointsToUse` of a quote or an order: a whole number of points, 0 or more. */
export const pointsToUseSchema = z
  .number({ message: pointsMessages.pointsToUse.notInteger })
  .int(pointsMessages.pointsToUse.notInteger)
  .min(0, pointsMessages.pointsToUse.notInteger)
  .max(MAX_POINTS_TO_USE, pointsMessages.pointsToUse.tooMany);

/** What a quote and an order answer of points (the contract's "Customers come back"). */
export interface PointsAnswer {
  pointsUsed: number;
  /** Baht the points took off. */
  pointsDiscount: number;
  /** Points the order earns once delivered (pending until then). */
  pointsEarned: number;
}

export interface PointsHistoryEntry {
  id: number;
  orderId?: string;
  change: number;
  reason: PointsReason;
  note?: string;
  createdAt: string;
}

/** `GET /api/me/points`. */
export interface MyPoints {
  balance: number;
  pending: number;
  history: PointsHistoryEntry[];
}

/** `GET/PUT /api/admin/settings/points`. */
export interface PointsSettings {
  pointValueSatang: number;
  maxPointsShare: number;
}

export const pointsSettingsSchema = z.object({
  pointValueSatang: z
    .number({ message: pointsMessages.admin.valueInvalid })
    .int(pointsMessages.admin.valueInvalid)
    .min(1, pointsMessages.admin.valueInvalid)
    .max(1_000_000, pointsMessages.admin.valueInvalid),
  maxPointsShare: z
    .number({ message: pointsMessages.admin.shareInvalid })
    .min(0, pointsMessages.admin.shareInvalid)
    .max(1, pointsMessages.admin.shareInvalid),
});

/** `POST /api/admin/members/:id/points`. */
export const pointsAdjustmentSchema = z.object({
  change: z
    .number({ message: pointsMessages.admin.changeInvalid })
    .int(pointsMessages.admin.changeInvalid)
    .min(-MAX_POINTS_TO_USE, pointsMessages.admin.changeInvalid)
    .max(MAX_POINTS_TO_USE, pointsMessages.admin.changeInvalid)
    .refine((n) => n !== 0, pointsMessages.admin.changeInvalid),
  note: z
    .string({ message: pointsMessages.admin.noteRequired })
    .trim()
    .min(1, pointsMessages.admin.noteRequired)
    .max(500),
});

export interface PointsAdjustmentAnswer {
  balance: number;
  entry: PointsHistoryEntry;
}
