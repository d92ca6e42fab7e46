import { Hono } from 'hono';
import { z } from 'zod';
import {
  type RedeemResponse,
  type ValidateCodeResponse,
  validateCodeRequestSchema,
} from '../../shared/contracts/promotions.ts';
import { satangToBaht } from '../../shared/domain/money.ts';
import { discountValueForDisplay, priceCart } from '../../shared/domain/pricing.ts';
import { pricingLines } from '../cart/cart.service.ts';
import { readCartProducts } from '../catalog/cart-products.ts';
import { countRequest } from '../http/address-limits.ts';
import { parseJson } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { AppError } from '../http/errors.ts';
import { requireUser } from '../http/session.ts';
import { checkRedeem, validateCode } from './redemption.service.ts';

const promotionIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const redemptionRoutes = new Hono<AppEnv>()
  .post('/promotions/validate', async (c) => {
    const user = requireUser(c);
    await countRequest(c, 'codeCheck');
    const { code, items } = await parseJson(c, validateCodeRequestSchema);
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
  })
  .post('/promotions/:id/redeem', async (c) => {
    const user = requireUser(c);
    await countRequest(c, 'codeCheck');
    const id = promotionIdSchema.safeParse(c.req.param('id'));
    if (!id.success) throw new AppError('VALIDATION', 'Invalid promotion id');
    const body: RedeemResponse = await checkRedeem(c.var.db, {
      promotionId: id.data,
      userId: user.id,
    });
    return c.json(body);
  });
