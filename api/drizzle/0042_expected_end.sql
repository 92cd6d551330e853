-- Where a booking's work is expected to end when it holds no cells (cancelled, or a hold that ran
-- out): the last cell the covering rule would give its date, time and length (booking_work_slots, with
-- its rain break), so a cancelled visit is still told by its start and its end (docs/api.md, "Booking
-- as read"). A time the calendar no longer offers gives no row instead of an error.
CREATE OR REPLACE FUNCTION booking_expected_last_cell(
  booking integer, day date, label text, minutes integer,
  break_day date, resume_day date, resume_label text)
RETURNS TABLE (slot_date date, slot_index integer)
  LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
    SELECT w.slot_date, w.slot_index
      FROM booking_work_slots(booking, day, label, minutes, break_day, resume_day, resume_label) w
     ORDER BY w.slot_date DESC, w.slot_index DESC
     LIMIT 1;
EXCEPTION WHEN OTHERS THEN
  RETURN;
END;
$$;
