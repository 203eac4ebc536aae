CREATE TABLE "dividends" (
	"title_id" integer NOT NULL,
	"ex_date" date NOT NULL,
	"pay_date" date,
	"amount" double precision NOT NULL,
	"per_year" integer NOT NULL,
	CONSTRAINT "dividends_title_id_ex_date_pk" PRIMARY KEY("title_id","ex_date")
);
