import { describe, expect, it } from 'vitest';
import { walletAddressFor } from '../../src/services/wallets';
import { walletAddressProblem } from '../../../src/shared/chain/wallet-address';

describe('the demo wallets’ addresses', () => {
  it('are Algorand addresses whose checksum holds, so the dashboard mints to a demo holder’s address', () => {
    const addresses = ['customer:1', 'customer:2', 'b9a1c0de-0000-4000-8000-000000000001', ''].map(walletAddressFor);
    for (const address of addresses) expect(walletAddressProblem('Algorand', address)).toBeNull();
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('stay the same for the same seed (the demo data is made again on every start)', () => {
    expect(walletAddressFor('customer:1')).toBe(walletAddressFor('customer:1'));
  });
});
