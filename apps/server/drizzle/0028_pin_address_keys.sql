-- Issue 40 item 9: each try at a PIN keeps the key its address is counted under (an HMAC of the address or its IPv6
-- /64, never the address), so one address is stopped before it can lock the PIN for everyone.
ALTER TABLE "profile_unlocks" ADD COLUMN "address_key" text;
