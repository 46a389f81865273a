import { opsCatalogueApi } from '../generated/ops-catalogue-api';

/** Cache tags of the layout screens: page list, editor, history, widgets, presence, audit, watch passwords. */
opsCatalogueApi.enhanceEndpoints({
  addTagTypes: [],
  endpoints: {},
});
