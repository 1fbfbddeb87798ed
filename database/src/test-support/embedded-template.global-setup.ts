import { emptyClusterTemplate } from './embedded-data-dir';

/** Global setup of the projects whose tests open embedded databases: the cluster they copy, made once per machine. */
export default async function makeEmbeddedTemplate(): Promise<void> {
  await emptyClusterTemplate();
}
