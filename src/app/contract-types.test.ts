import { describe, expectTypeOf, it } from 'vitest';
import type { SortDirection as ProjectSortDirection } from '../features/projects/lib/sort-projects';
import type { ChipStatus } from '../shared/ui/status-chip';
import type { FileResponseLike } from '../shared/lib/download';
import type { ApiFieldError } from '../api/api-failure';
import type { Error as ContractError, FileResponseDto, OptInStatus, RegistryExtractJobStatus, SortDirection, TokenizedAssetStatus, TxStatus } from '../api/generated/types.gen';

// Checked by tsc (npx tsc --noEmit): the dashboard's types are the contract's, so a contract change shows up
// as a compile error instead of a hand-written copy silently drifting.
describe('types taken from the generated contract', () => {
  it('files, field errors, sort direction and chip statuses', () => {
    expectTypeOf<FileResponseLike>().toEqualTypeOf<Pick<FileResponseDto, 'fileName' | 'contentType' | 'content'>>();
    expectTypeOf<ApiFieldError>().toEqualTypeOf<Omit<ContractError, 'field'> & { field: string | null }>();
    expectTypeOf<ProjectSortDirection>().toEqualTypeOf<SortDirection>();
    expectTypeOf<ChipStatus>().toEqualTypeOf<TokenizedAssetStatus | OptInStatus | RegistryExtractJobStatus | TxStatus>();
  });
});
