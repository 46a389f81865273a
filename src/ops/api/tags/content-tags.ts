import { opsCatalogueApi } from '../generated/ops-catalogue-api';

/** Cache tags of home content, schedules, audiences, experiments, section numbers and failure reports. */
opsCatalogueApi.enhanceEndpoints({
  addTagTypes: [],
  endpoints: {},
});
