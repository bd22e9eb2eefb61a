-- Issue 33: a flight logged for an aircraft that is Immobilisé (items past due) is a ferry flight
-- (to the maintenance base, under a special permit): the agent confirms it and says why. Null for
-- every other flight.
ALTER TABLE logbook_entries ADD COLUMN ferry_reason TEXT;
