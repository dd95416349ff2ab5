import { exampleBackendMeta } from '../../support/fixtures.ts';

/** What the admin page's backend test finds when the example backend answers. */
export const BACKEND_CHECK_PASSED = {
  kind: 'backend',
  name: exampleBackendMeta.name,
  version: exampleBackendMeta.version,
  description: exampleBackendMeta.description,
};
