/** The static tips panel beside the photos (spec §2). */
export function GalleryTips() {
  return (
    <aside className="card gallery-tips" aria-labelledby="gallery-tips-title">
      <h2 id="gallery-tips-title">Photo Tips</h2>
      <ul>
        <li>Upload up to 10 photos at once: JPG, PNG, GIF or WebP, each under 5MB.</li>
        <li>Add a caption and tags (game, practice, team…) so families find photos later.</li>
        <li>Photos are seen only by signed-in members of the team, and their location data is removed on upload.</li>
        <li>Ask before sharing a close-up of someone else’s child.</li>
        <li>Only the person who uploaded a photo can delete it.</li>
      </ul>
    </aside>
  )
}
