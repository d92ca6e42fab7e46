import path from 'node:path';
import { z } from 'zod';
import { isThaiPhone, normalizePhone } from '../shared/domain/phone.ts';

/** The settings that together name the S3-compatible bucket; S3_REGION has a default. */
const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    PGLITE_DIR: z.string().min(1).default('./data/db'),
    /** Uploaded images; by default `uploads/` next to the PGlite folder (./data/uploads). */
    UPLOADS_DIR: z.string().min(1).optional(),
    /**
     * Customers' payment slips: private, never served as files (only `GET /api/slips/:id/image`
     * answers them, to staff and the order's customer); by default `slips/` beside the uploads.
     */
    SLIPS_DIR: z.string().min(1).optional(),
    /**
     * An S3-compatible bucket (AWS S3, Cloudflare R2, Supabase Storage, MinIO) that keeps the
     * pictures (`pictures/`) and the slips (`slips/`) instead of the two folders, so several app
     * processes share them; all four of endpoint, bucket and key pair, or none.
     */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_BUCKET: z.string().min(1).optional(),
    /** `auto` suits Cloudflare R2; AWS S3 and Supabase Storage want the bucket's region. */
    S3_REGION: z.string().min(1).default('auto'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    ROOT_PHONE: z
      .string()
      .refine(isThaiPhone, 'must be a Thai phone number: 9 or 10 digits starting with 0')
      .transform(normalizePhone)
      .default('0800000000'),
    ROOT_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    /**
     * Proxies in front of the shop whose X-Forwarded-For, -Proto and -Host are believed; 0 (the
     * default) believes none: the client is the socket's address and the scheme the socket's.
     */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /** Multiplies every per-address request limit (http/address-limits.ts); tests only. */
    RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
    /**
     * Whether an empty database is seeded with a week of demo analytics, so a fresh shop's
     * dashboard looks alive; `false` for a real shop's first start, or a test that counts events.
     */
    DEMO_EVENTS: z.stringbool().default(true),
    /**
     * Whether every product page is made ahead of its visitors after a catalogue change
     * (http/prerendered-pages.ts); `false` in the end-to-end servers, whose fixtures change the
     * catalogue in every test (a page is then kept when first asked for, as a listing is).
     */
    PRERENDER_PAGES: z.stringbool().default(true),
    /** How often unpaid orders past their payment window are cancelled, in seconds. */
    PAYMENT_SWEEP_SECONDS: z.coerce.number().min(0.1).max(3600).default(60),
    /** How often the notification outbox is looked at for messages due, in milliseconds. */
    NOTIFY_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(500),
    /** Where LINE pushes go: LINE's API, or a local server in tests. */
    LINE_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.line.me'),
    /** Where customers and staff reach the shop: the links in LINE messages start with it. */
    PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  })
  .superRefine((config, context) => {
    const missing = S3_SETTINGS.filter((name) => config[name] === undefined);
    if (missing.length === 0 || missing.length === S3_SETTINGS.length) return;
    for (const name of missing) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `must be set too when any of ${S3_SETTINGS.join(', ')} is set (all of them or none)`,
      });
    }
  })
  .transform((config) => {
    const uploadsDir = config.UPLOADS_DIR ?? defaultUploadsDir(config.PGLITE_DIR);
    return {
      ...config,
      UPLOADS_DIR: uploadsDir,
      SLIPS_DIR: config.SLIPS_DIR ?? path.join(path.dirname(uploadsDir), 'slips'),
    };
  });

function defaultUploadsDir(pgliteDir: string): string {
  if (pgliteDir.startsWith('memory://')) return './data/uploads';
  return path.join(path.dirname(pgliteDir), 'uploads');
}

export type AppConfig = z.infer<typeof configSchema>;

/** Reads the environment; an empty variable counts as unset. */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  return configSchema.parse(cleaned);
}

/** Like parseConfig, but a bad value stops the process (with `exitCode`) and one clear line. */
export function loadConfigOrExit(
  env: Record<string, string | undefined> = process.env,
  exitCode = 1,
): AppConfig {
  try {
    return parseConfig(env);
  } catch (error) {
    if (error instanceof z.ZodError) {
      const issue = error.issues[0];
      const name = issue?.path.join('.') ?? 'environment';
      process.stderr.write(`Invalid ${name}: ${issue?.message ?? 'invalid value'}\n`);
      process.exit(exitCode);
    }
    throw error;
  }
}
