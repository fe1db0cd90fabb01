import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from '../../../src/webhooks/address-guard.js';
import { signatureHeaders, webhookPayload } from '../../../src/webhooks/deliver-webhook.js';

describe('webhook payload (spec 6)', () => {
  it('says partial in status, without upstream_status, when steps were skipped', () => {
    expect(webhookPayload({ status: 'success', upstream_status: 'partial', request_id: 'r' } as never)).toStrictEqual({ status: 'partial', request_id: 'r' });
    expect(webhookPayload({ status: 'success', request_id: 'r' } as never)).toStrictEqual({ status: 'success', request_id: 'r' });
  });
});

describe('Standard Webhooks signature', () => {
  it('signs id.timestamp.body with the secret', () => {
    const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    const body = Buffer.from('{"a":1}');
    const headers = signatureHeaders(secret, 'msg_1', body, 1_700_000_000_000);
    const expected = createHmac('sha256', Buffer.alloc(32, 7)).update('msg_1.1700000000.{"a":1}').digest('base64');
    expect(headers).toStrictEqual({ 'webhook-id': 'msg_1', 'webhook-timestamp': '1700000000', 'webhook-signature': `v1,${expected}` });
  });
});

describe('isPrivateAddress', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1'])('refuses %s', (ip) => {
    expect(isPrivateAddress(ip)).toBe(true);
  });
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700::1111'])('allows %s', (ip) => {
    expect(isPrivateAddress(ip)).toBe(false);
  });
});
