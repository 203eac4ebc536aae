CREATE TABLE "buzz_bucket_authors" (
	"partition" text NOT NULL,
	"title_id" integer NOT NULL,
	"bucket_start" timestamp with time zone NOT NULL,
	"author_key" text NOT NULL,
	"messages" integer NOT NULL,
	"weight" double precision NOT NULL,
	CONSTRAINT "buzz_bucket_authors_partition_title_id_bucket_start_author_key_pk" PRIMARY KEY("partition","title_id","bucket_start","author_key")
);
