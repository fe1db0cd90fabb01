import { z } from 'zod';
import type { ErrorShape } from '../../errors/error-catalog.js';

/** Spec 2.6: the two error body shapes, as documented in the OpenAPI document. */
export const GatewayErrorSchema = z
  .strictObject({
    error: z.string(),
    code: z.string().optional().describe('Machine-readable code (parser endpoint).'),
    availableCredits: z.number().optional().describe('Current balance, on 403 of the JSON endpoints.'),
  })
  .describe('Gateway error');

export const ServiceErrorSchema = z
  .strictObject({
    success: z.literal(false),
    error: z.string(),
  })
  .describe('Service error');

export const ERROR_SCHEMAS: Readonly<Record<ErrorShape, z.ZodType>> = {
  gateway: GatewayErrorSchema,
  service: ServiceErrorSchema,
};
