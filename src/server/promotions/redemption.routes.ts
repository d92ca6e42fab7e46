import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import {
  type RedeemResponse,
  type ValidateCodeResponse,
  validateCodeRequestSchema,
} from '../../shared/contracts/promotions.ts';
import { satangToBaht } from '../../shared/domain/money.ts';
import { discountValueForDisplay, priceCart } from '../../shared/domain/pricing.ts';
import { readCartProducts } from '../catalog/cart-products.ts';
import { pricingLines } from '../catalog/pricing-lines.ts';
import { limitPerAddress } from '../http/address-limits.ts';
import type { AppEnv } from '../http/env.ts';
import { AppError } from '../http/errors.ts';
import { jsonBody } from '../http/input.ts';
import { requireSignedIn, requireUser } from '../http/session.ts';
import { checkRedeem, validateCode } from './redemption.service.ts';

const promotionIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** The promotion of `/promotions/:id/redeem`: a malformed id is a 400. */
const promotionId = validator('param', (params: Record<string, string>) => {
  const id = promotionIdSchema.safeParse(params.id);
  if (!id.success) throw new AppError('VALIDATION', 'Invalid promotion id');
  return { id: id.data };
});

// Both answer whether a code is usable: signed-in customers only, counted as code checks
// before anything of the request is read.
export const redemptionRoutes = new Hono<AppEnv>()
  .post(
    '/promotions/validate',
    requireSignedIn,
    limitPerAddress('codeCheck'),
    jsonBody(validateCodeRequestSchema),
    async (c) => {
      const user = requireUser(c);
      const { code, items } = c.req.valid('json');
      const rows = await readCartProducts(
        c.var.db,
        items.map((item) => item.productId),
      );
      const { eligibleSubtotalSatang } = priceCart(pricingLines(items, rows));
      const check = await validateCode(c.var.db, {
        code,
        userId: user.id,
        eligibleSubtotalSatang,
      });
      const body: ValidateCodeResponse = check.valid
        ? {
            valid: true,
            discountType: check.promotion.rule.type,
            discountValue: discountValueForDisplay(check.promotion.rule),
            discount: satangToBaht(check.discountSatang),
            promotionId: check.promotion.id,
          }
        : { valid: false, reason: check.reason, message: check.message };
      return c.json(body);
    },
  )
  .post(
    '/promotions/:id/redeem',
    requireSignedIn,
    limitPerAddress('codeCheck'),
    promotionId,
    async (c) => {
      const body: RedeemResponse = await checkRedeem(c.var.db, {
        promotionId: c.req.valid('param').id,
        userId: requireUser(c).id,
      });
      return c.json(body);
    },
  );
