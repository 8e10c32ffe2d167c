import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { KycStatus } from '../../../api/generated/types.gen';
import { renderWithProviders } from '../../../test/render';
import { KycStatusChip } from './kyc-status-chip';

it('names a KYC state in words, and one the dashboard has no text for as the service sent it, not as a text key', () => {
  renderWithProviders(
    <>
      <KycStatusChip status="SentToPartner" />
      <KycStatusChip status={'Archived' as KycStatus} />
    </>,
  );
  expect(screen.getByText('Sent to partner')).toBeInTheDocument();
  expect(screen.getByText('Archived')).toBeInTheDocument();
  expect(screen.queryByText(/customers\.kycStatus/)).toBeNull();
});
