-- A company's shares outstanding: with its last close, the market cap of a listing that comes
-- without one (the demo feed's companies; the fundamentals widget showed 'Market cap n/a').
ALTER TABLE "titles" ADD COLUMN "shares_outstanding" double precision;
