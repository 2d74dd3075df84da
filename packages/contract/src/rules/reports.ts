/**
 * The most entries one approve-batch call takes. Approving is one transaction, and on the
 * embedded database one transaction holds every company's requests until it ends: 500 entries
 * take about 0.2 s there (decision 0016). Approve All sends a longer list in several calls.
 */
export const APPROVE_BATCH_MAX = 500;
