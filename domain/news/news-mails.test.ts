import { describe, expect, it } from 'vitest'
import { newsArticleMail } from './news-mails'

const context = {
  teamName: 'Riverside U10',
  newsUrl: 'https://team.example/t/team-1/news',
  profileUrl: 'https://team.example/t/team-1/profile',
}

describe('news article mail', () => {
  it('carries the title, the summary and the text as written, and says how to stop these mails', () => {
    const mail = newsArticleMail(
      {
        title: 'Cup final <b>Sunday</b>',
        summary: 'Kick-off at ten.',
        content: 'Meet at 9:30.\n---\n<script>alert(1)</script> & bring water.',
        authorName: 'Casey Coach',
      },
      context,
    )
    expect(mail.subject).toBe('Riverside U10: Cup final <b>Sunday</b>')
    expect(mail.text).toContain('Cup final <b>Sunday</b>\nFrom Casey Coach\n\nKick-off at ten.\n\nMeet at 9:30.')
    expect(mail.text).toContain('<script>alert(1)</script> & bring water.')
    expect(mail.text).toContain('Read the team news: https://team.example/t/team-1/news')
    expect(mail.text).toContain('Turn news e-mails off in your profile: https://team.example/t/team-1/profile')
  })

  it('leaves out an empty summary', () => {
    const mail = newsArticleMail(
      { title: 'Training', summary: '', content: 'Training moves to Tuesday.', authorName: 'Casey Coach' },
      context,
    )
    expect(mail.text.startsWith('Training\nFrom Casey Coach\n\nTraining moves to Tuesday.\n')).toBe(true)
  })
})

describe('news article mail in a member’s language', () => {
  it('keeps the article as written, and says the rest in German or Spanish', () => {
    const article = { title: 'Pokalfinale', summary: '', content: 'Treffpunkt 9:30.', authorName: 'Casey Coach' }
    const german = newsArticleMail(article, context, 'de')
    expect(german.subject).toBe('Riverside U10: Pokalfinale')
    expect(german.text).toContain('Pokalfinale\nVon Casey Coach\n\nTreffpunkt 9:30.')
    expect(german.text).toContain(
      'News-E-Mails kannst du in deinem Profil ausschalten: https://team.example/t/team-1/profile',
    )
    expect(newsArticleMail(article, context, 'es').text).toContain(
      'Lee las noticias del equipo: https://team.example/t/team-1/news',
    )
  })
})
