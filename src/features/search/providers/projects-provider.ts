import { baseClient } from '../../../api/clients';
import { getProjectsByInstitutionIdOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { paths } from '../../../shared/lib/paths';
import type { SearchProvider } from '../search-provider';

/** Projects by name: a client-side filter of the (cached) project list. */
export const projectsProvider: SearchProvider = {
  id: 'projects',
  feature: 'projects',
  minLength: 1,
  async search(query, { institutionId, queryClient }) {
    const envelope = await queryClient.fetchQuery({ ...getProjectsByInstitutionIdOptions({ client: baseClient, path: { institutionId } }), staleTime: 30_000 });
    const needle = query.toLocaleLowerCase().trim();
    return envelope.data
      .filter((p) => p.name.toLocaleLowerCase().includes(needle))
      .slice(0, 8)
      .map((p) => ({ id: p.id, primary: p.name, secondary: p.description ?? undefined, href: paths.project(p.id) }));
  },
};
