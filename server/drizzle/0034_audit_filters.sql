CREATE INDEX "ops_audit_log_target_idx" ON "ops_audit_log" USING btree ("target","created_at");--> statement-breakpoint
CREATE INDEX "ops_audit_log_operator_idx" ON "ops_audit_log" USING btree ("operator_name","created_at");--> statement-breakpoint
CREATE INDEX "ops_audit_log_action_idx" ON "ops_audit_log" USING btree ("action","created_at");