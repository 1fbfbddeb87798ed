/** A patient testimonial as the testimonials call returns it (website.md §3). */
export interface Testimonial {
  id: string;
  platform: string;
  name?: string | null;
  rating?: number | null;
  comment: string;
  location?: string | null;
  created_at?: string | null;
  is_public: boolean;
  ai_outcome_summary?: string | null;
}
