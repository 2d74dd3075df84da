-- Time entries are written by the server's time-entry repository alone
-- (modules/time-entries/time-entry.repository.ts), which reads the facts in set-based statements
-- and judges every entry, new or changed, by the contract's rules (entry-rules.ts). The
-- database function that checked new entries a second time, in SQL, goes.
DROP FUNCTION sitehours_save_entries(uuid[], uuid[], uuid[], uuid[], text[], date[], numeric[],
  text[], boolean[], uuid[], uuid[], uuid[], uuid[], uuid[], text[], numeric, numeric);
