import { opsCatalogueApi } from '../generated/ops-catalogue-api';

/** Cache tags of 运营人员: every change to an operator reads the list and the log again. */
opsCatalogueApi.enhanceEndpoints({
  addTagTypes: ['Operators', 'Audit'],
  endpoints: {
    listOpsOperators: { providesTags: ['Operators'] },
    createOpsOperator: { invalidatesTags: ['Operators', 'Audit'] },
    updateOpsOperator: { invalidatesTags: ['Operators', 'Audit'] },
    resetOpsOperatorPassword: { invalidatesTags: ['Operators', 'Audit'] },
    changeOpsOwnPassword: { invalidatesTags: ['Audit'] },
  },
});
