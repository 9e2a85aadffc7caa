CREATE INDEX "pets_breeder_name_trgm_idx" ON "pets" USING gin ("breeder_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pets_owner_name_trgm_idx" ON "pets" USING gin ("owner_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pet_dna_results_test_result_idx" ON "pet_dna_results" USING btree ("test_id","result","pet_id");--> statement-breakpoint
CREATE INDEX "pet_health_results_scale_score_idx" ON "pet_health_results" USING btree ("scale_id","score","pet_id");