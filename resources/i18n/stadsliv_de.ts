<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/help.py" line="333"/>
        <source>About Stadsliv</source>
        <translation>Über Stadsliv</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/help.py" line="339"/>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/help.py" line="344"/>
        <source>Three city board games for a table of friends and one computer, passed round: the rules are enforced, secrets stay behind a privacy curtain, and the game is saved after every move.</source>
        <translation>Drei Stadt-Brettspiele für eine Runde Freunde an einem Computer, der herumgereicht wird: die Regeln werden eingehalten, Geheimnisse bleiben hinter einem Sichtschutz, und nach jedem Zug wird gespeichert.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/help.py" line="354"/>
        <source>Free software under the MIT licence.</source>
        <translation>Freie Software unter der MIT-Lizenz.</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="254"/>
        <source>Shortcut: {key}</source>
        <translation>Tastenkürzel: {key}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="265"/>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="358"/>
        <source>Roll the dice</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="361"/>
        <source>Drawing…</source>
        <translation>Wird gezogen…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="365"/>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="366"/>
        <source>Roll (1 or Space)</source>
        <translation>Würfeln (1 oder Leertaste)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="386"/>
        <source>Pass to {name}</source>
        <translation>Weitergeben an {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="384"/>
        <source>Open my private page</source>
        <translation>Meine private Seite öffnen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="397"/>
        <source>The reveal is under way; the table follows when it is complete.</source>
        <translation>Die Aufdeckung läuft; der Tisch folgt, wenn alles gezeigt ist.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="398"/>
        <source>Show it all now</source>
        <translation>Jetzt alles zeigen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="399"/>
        <source>Show the rest of the reveal at once (Space)</source>
        <translation>Den Rest der Aufdeckung sofort zeigen (Leertaste)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="405"/>
        <source>Play again with the same table</source>
        <translation>Nochmal mit derselben Runde</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="407"/>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="409"/>
        <source>Show the results</source>
        <translation>Ergebnis zeigen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/action_bar.py" line="469"/>
        <source>choose an action</source>
        <translation>wähle einen Zug</translation>
    </message>
</context>
<context>
    <name>AmountPanel</name>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="99"/>
        <source>Enter your amount. It stays hidden on screen.</source>
        <translation>Gib deinen Betrag ein. Er bleibt auf dem Bildschirm verborgen.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="106"/>
        <source>Any amount from {low} to {high}.</source>
        <translation>Jeder Betrag von {low} bis {high}.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="113"/>
        <source>amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="119"/>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="120"/>
        <source>Hold to check what you typed</source>
        <translation>Gedrückt halten, um die Eingabe zu prüfen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="138"/>
        <source>Clear</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="139"/>
        <source>Delete the last digit</source>
        <translation>Letzte Ziffer löschen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="142"/>
        <source>Seal</source>
        <translation>Versiegeln</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/amount.py" line="189"/>
        <source>Your amount is sealed. Nobody sees it before the reveal.</source>
        <translation>Dein Betrag ist versiegelt. Niemand sieht ihn vor der Aufdeckung.</translation>
    </message>
</context>
<context>
    <name>AuctionPanel</name>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="179"/>
        <source>Auction: {item}</source>
        <translation>Versteigerung: {item}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="183"/>
        <source>Highest bid: {amount} by {name}</source>
        <translation>Höchstgebot: {amount} von {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="187"/>
        <source>No bid yet: the lowest opening bid is {amount}</source>
        <translation>Noch kein Gebot: das niedrigste Eröffnungsgebot ist {amount}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="215"/>
        <source>You have {cash}; steps of {step}.</source>
        <translation>Du hast {cash}; Schritte von {step}.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="219"/>
        <source>You have {cash}.</source>
        <translation>Du hast {cash}.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="229"/>
        <source>Bid {amount}</source>
        <translation>{amount} bieten</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="232"/>
        <source>{amount} is more than your cash ({cash})</source>
        <translation>{amount} ist mehr als dein Bargeld ({cash})</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="142"/>
        <source>4  Bid this amount</source>
        <translation>4  Betrag bieten</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="152"/>
        <source>5  Pass</source>
        <translation>5  Passen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="153"/>
        <source>Leave this auction</source>
        <translation>Aus dieser Versteigerung aussteigen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="250"/>
        <source>out of this auction</source>
        <translation>aus dieser Versteigerung ausgestiegen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="252"/>
        <source>to bid now</source>
        <translation>bietet jetzt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="254"/>
        <source>highest bidder</source>
        <translation>Höchstbietender</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="255"/>
        <source>still bidding</source>
        <translation>bietet noch mit</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="261"/>
        <source>You cannot bid now.</source>
        <translation>Du kannst jetzt nicht bieten.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="265"/>
        <source>You have only {cash}: you cannot bid {amount}.</source>
        <translation>Du hast nur {cash}: du kannst nicht {amount} bieten.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/auction.py" line="272"/>
        <source>The bid must be at least {amount}.</source>
        <translation>Das Gebot muss mindestens {amount} betragen.</translation>
    </message>
</context>
<context>
    <name>BorgataBoardPanel</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="127"/>
        <source>Shortcut: {key}</source>
        <translation>Tastenkürzel: {key}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="201"/>
        <source>Choose on the board.</source>
        <translation>Wähle auf dem Spielplan.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="207"/>
        <source>Click one of the lit lots around Stadshuset to place a member there (BOR-06).</source>
        <translation>Klicke auf eines der leuchtenden Grundstücke um Stadshuset, um dort ein Mitglied aufzustellen (BOR-06).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="213"/>
        <source>Click a lit face-down lot to offer it as this round&apos;s contract. With a contract mark every family bids in secret; without one it simply turns up (BOR-12).</source>
        <translation>Klicke auf ein leuchtendes verdecktes Grundstück, um es als Kontrakt dieser Runde anzubieten. Mit Kontraktzeichen bieten alle Familien geheim; ohne wird es einfach aufgedeckt (BOR-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="221"/>
        <source>Click a lit lot to collect there despite its police car: one of your members there goes to Fängelset (BOR-11).</source>
        <translation>Klicke auf ein leuchtendes Grundstück, um dort trotz Polizeiwagen zu kassieren: eines deiner Mitglieder dort kommt nach Fängelset (BOR-11).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="227"/>
        <source>Leave them alone</source>
        <translation>Lieber nicht</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="233"/>
        <source>Click a lit lot for a new member: {price} on a lot you control ({most} a round), {prison} in Fängelset if you control it (BOR-14).</source>
        <translation>Klicke auf ein leuchtendes Grundstück für ein neues Mitglied: {price} auf einem Grundstück, das du kontrollierst ({most} pro Runde), {prison} in Fängelset, wenn du es kontrollierst (BOR-14).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="243"/>
        <source>Done recruiting</source>
        <translation>Fertig mit Anwerben</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="253"/>
        <source>As controller of {lot} you may stop {categories} from paying anyone this round (BOR-11). Click the lit {lot} or choose here.</source>
        <translation>Als Kontrolleur von {lot} darfst du verhindern, dass {categories} in dieser Runde irgendwem etwas einbringt (BOR-11). Klicke auf das leuchtende {lot} oder wähle hier.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="260"/>
        <source>Block {categories}</source>
        <translation>{categories} sperren</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="266"/>
        <source>Let {categories} be collected</source>
        <translation>{categories} kassieren lassen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="280"/>
        <source>{attacker} plays {attack} against one of your members on {lot}. You hold {answer}: play it and the attack fails; both contacts go back to the table.</source>
        <translation>{attacker} spielt {attack} gegen eines deiner Mitglieder auf {lot}. Du hast {answer}: Spiel ihn aus, und der Angriff scheitert; beide Kontakte gehen zurück auf den Tisch.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="292"/>
        <source>Play {answer}</source>
        <translation>{answer} spielen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="298"/>
        <source>Let it happen</source>
        <translation>Geschehen lassen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="314"/>
        <source>Move one member one step, play a contact, or pass (BOR-13).</source>
        <translation>Ziehe ein Mitglied einen Schritt, spiele einen Kontakt oder passe (BOR-13).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="320"/>
        <source>Play {contact}</source>
        <translation>{contact} spielen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="327"/>
        <source>Strike {name}</source>
        <translation>{name} treffen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="333"/>
        <source>Free only one</source>
        <translation>Nur einen befreien</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="335"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="338"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="344"/>
        <source>No member may step now: play a contact or pass (BOR-13).</source>
        <translation>Kein Mitglied darf jetzt ziehen: spiele einen Kontakt oder passe (BOR-13).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="347"/>
        <source>Click a lit lot to step there, one step in any of 8 directions; face-down lots and Fängelset are not offered (BOR-13).</source>
        <translation>Klicke auf ein leuchtendes Grundstück, um dorthin zu ziehen, ein Schritt in eine der 8 Richtungen; verdeckte Grundstücke und Fängelset werden nicht angeboten (BOR-13).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="351"/>
        <source>Click one of your members (lots with a dashed light) to move it one step, click a contact you hold to play it, or pass (BOR-13).</source>
        <translation>Klicke auf eines deiner Mitglieder (Grundstücke mit gestricheltem Licht), um es einen Schritt zu ziehen, auf einen deiner Kontakte, um ihn zu spielen, oder passe (BOR-13).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="356"/>
        <source>{contact}: several families stand there. Strike whom?</source>
        <translation>{contact}: Dort stehen mehrere Familien. Wen treffen?</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="357"/>
        <source>{contact}: click the lit lot to go to.</source>
        <translation>{contact}: Klicke auf das leuchtende Zielgrundstück.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="358"/>
        <source>{contact}: click the second lot.</source>
        <translation>{contact}: Klicke auf das zweite Grundstück.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="364"/>
        <source>Lönnmördaren: click a lit lot, or one family&apos;s members on it.</source>
        <translation>Lönnmördaren: Klicke auf ein leuchtendes Grundstück oder auf die Mitglieder einer Familie dort.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="366"/>
        <source>FBI: click a lit lot, or one family&apos;s members on it.</source>
        <translation>FBI: Klicke auf ein leuchtendes Grundstück oder auf die Mitglieder einer Familie dort.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="367"/>
        <source>Mordbrännaren: click the face-up district to burn.</source>
        <translation>Mordbrännaren: Klicke auf den offenen Stadtteil, der brennen soll.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="369"/>
        <source>Polisbilen: click a lit lot for a new police car, or a lot with a car to move it.</source>
        <translation>Polisbilen: Klicke auf ein leuchtendes Grundstück für einen neuen Polizeiwagen oder auf ein Grundstück mit Wagen, um ihn zu versetzen.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="371"/>
        <source>Advokaten: click where your first freed member goes.</source>
        <translation>Advokaten: Klicke, wohin dein erstes befreites Mitglied geht.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="372"/>
        <source>Informatören: click the face-down lots to look at.</source>
        <translation>Informatören: Klicke auf die verdeckten Grundstücke, die du ansehen willst.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="373"/>
        <source>Smugglaren: click the member to smuggle, then where it goes.</source>
        <translation>Smugglaren: Klicke auf das Mitglied, das geschmuggelt wird, dann auf sein Ziel.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/bar.py" line="374"/>
        <source>Polischefen: click the police car to remove.</source>
        <translation>Polischefen: Klicke auf den Polizeiwagen, der verschwinden soll.</translation>
    </message>
</context>
<context>
    <name>BorgataEnvelope</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="129"/>
        <source>Empty this envelope</source>
        <translation>Diesen Umschlag leeren</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="130"/>
        <source>Delete the last digit</source>
        <translation>Letzte Ziffer löschen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="131"/>
        <source>Next envelope</source>
        <translation>Nächster Umschlag</translation>
    </message>
</context>
<context>
    <name>BorgataLot</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/lot.py" line="157"/>
        <source>blocked</source>
        <translation>gesperrt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/lot.py" line="271"/>
        <source>pays nothing</source>
        <translation>bringt nichts</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/lot.py" line="278"/>
        <source>blocks {category}</source>
        <translation>sperrt {category}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/lot.py" line="338"/>
        <source>Kontrakt</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/lot.py" line="346"/>
        <source>on offer</source>
        <translation>im Angebot</translation>
    </message>
</context>
<context>
    <name>BorgataOverlay</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/overlay.py" line="52"/>
        <source>Back to the city</source>
        <translation>Zurück in die Stadt</translation>
    </message>
</context>
<context>
    <name>BorgataResults</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/adapters.py" line="33"/>
        <source>Controlled lot value per round</source>
        <translation>Kontrollierter Grundstückswert je Runde</translation>
    </message>
</context>
<context>
    <name>BorgataReveal</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="73"/>
        <source>The contract bids are opened</source>
        <translation>Die Kontraktgebote werden geöffnet</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="75"/>
        <source>The envelopes are opened</source>
        <translation>Die Umschläge werden geöffnet</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="81"/>
        <source>The single highest bid wins the contract and is paid to the bank; a tie or no bid turns the lot up (BOR-12).</source>
        <translation>Das einzige höchste Gebot gewinnt den Kontrakt und geht an die Bank; Gleichstand oder kein Gebot deckt das Grundstück auf (BOR-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="86"/>
        <source>Alt 1: the single highest envelope wins each contact, and every envelope is paid to the bank, won or not (BOR-10).</source>
        <translation>Alt 1: Der einzige höchste Umschlag gewinnt jeden Kontakt, und jeder Umschlag geht an die Bank, gewonnen oder nicht (BOR-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="91"/>
        <source>Alt 2: the single highest envelope wins each contact and only the winning envelope is paid; the others come back. A tie or $0 wins nothing (BOR-10).</source>
        <translation>Alt 2: Der einzige höchste Umschlag gewinnt jeden Kontakt, und nur der gewinnende Umschlag wird bezahlt; die anderen kommen zurück. Gleichstand oder $0 gewinnt nichts (BOR-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="112"/>
        <source>Open all now</source>
        <translation>Alle jetzt öffnen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="133"/>
        <source>The contract</source>
        <translation>Der Kontrakt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="172"/>
        <source>Contact</source>
        <translation>Kontakt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="189"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="225"/>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="274"/>
        <source>{name} wins it</source>
        <translation>{name} gewinnt ihn</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="226"/>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="276"/>
        <source>{name} wins and pays {amount}</source>
        <translation>{name} gewinnt und zahlt {amount}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="222"/>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="280"/>
        <source>Tie at {amount}: nobody gets it</source>
        <translation>Gleichstand bei {amount}: niemand bekommt ihn</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="221"/>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="282"/>
        <source>No money offered: nobody gets it</source>
        <translation>Kein Geld geboten: niemand bekommt ihn</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/reveal.py" line="289"/>
        <source>Paid to the bank: {list}</source>
        <translation>An die Bank gezahlt: {list}</translation>
    </message>
</context>
<context>
    <name>BorgataScene</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/scene.py" line="343"/>
        <source>Click to choose this lot.</source>
        <translation>Klicke, um dieses Grundstück zu wählen.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/scene.py" line="345"/>
        <source>Click to pick up from here.</source>
        <translation>Klicke, um von hier aufzunehmen.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/scene.py" line="347"/>
        <source>Picked. Click again to undo the pick.</source>
        <translation>Gewählt. Klicke noch einmal, um die Wahl zurückzunehmen.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/scene.py" line="351"/>
        <source>Not possible: {why}</source>
        <translation>Nicht möglich: {why}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/scene.py" line="352"/>
        <source>Not offered now.</source>
        <translation>Jetzt nicht angeboten.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/scene.py" line="491"/>
        <source>Conflict</source>
        <translation>Konflikt</translation>
    </message>
</context>
<context>
    <name>BorgataSheet</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="271"/>
        <source>Hold to show amounts</source>
        <translation>Halten: Beträge zeigen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="272"/>
        <source>The amounts show only while you hold the button down</source>
        <translation>Die Beträge sind nur zu sehen, solange du den Knopf gedrückt hältst</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="278"/>
        <source>Seal my bid</source>
        <translation>Gebot versiegeln</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="278"/>
        <source>Seal my envelopes</source>
        <translation>Umschläge versiegeln</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="365"/>
        <source>The highest single bid wins the contract and is paid to the bank; your new member then waits on the face-down lot (BOR-12).</source>
        <translation>Das einzige höchste Gebot gewinnt den Kontrakt und wird an die Bank gezahlt; dein neues Mitglied wartet dann auf dem verdeckten Grundstück (BOR-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="370"/>
        <source>The highest single envelope wins each contact. Alt 1: every envelope is paid to the bank, won or not (BOR-10).</source>
        <translation>Der einzige höchste Umschlag gewinnt jeden Kontakt. Alt 1: Jeder Umschlag geht an die Bank, gewonnen oder nicht (BOR-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="375"/>
        <source>The highest single envelope wins each contact. Alt 2: only winning envelopes are paid; the others come back (BOR-10).</source>
        <translation>Der einzige höchste Umschlag gewinnt jeden Kontakt. Alt 2: Nur gewinnende Umschläge werden bezahlt; die anderen kommen zurück (BOR-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="388"/>
        <source>The contract on {lot}</source>
        <translation>Der Kontrakt auf {lot}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="389"/>
        <source>Your sealed bid (BOR-12)</source>
        <translation>Dein versiegeltes Gebot (BOR-12)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="411"/>
        <source>contract {amount}</source>
        <translation>Kontrakt {amount}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="413"/>
        <source>no contract</source>
        <translation>kein Kontrakt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="416"/>
        <source>{lot} is {name}: {category}, value {value}, {deal}</source>
        <translation>{lot} ist {name}: {category}, Wert {value}, {deal}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="425"/>
        <source>Your informant told you (only you see this):</source>
        <translation>Dein Informant hat dir verraten (nur du siehst das):</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="435"/>
        <source>Keypad for the envelope on {name}</source>
        <translation>Tastenfeld für den Umschlag auf {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="475"/>
        <source>Your contract bid is sealed. Nobody sees it before the reveal.</source>
        <translation>Dein Kontraktgebot ist versiegelt. Niemand sieht es vor der Aufdeckung.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="478"/>
        <source>Your envelope is sealed. Nobody sees it before the reveal.</source>
        <translation>Dein Umschlag ist versiegelt. Niemand sieht ihn vor der Aufdeckung.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="479"/>
        <source>Your {n} envelopes are sealed. Nobody sees them before the reveal.</source>
        <translation>Deine {n} Umschläge sind versiegelt. Niemand sieht sie vor der Aufdeckung.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="490"/>
        <source>Your bid: {total} of your {cash}</source>
        <translation>Dein Gebot: {total} von deinen {cash}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="492"/>
        <source>In your envelopes: {total} of your {cash}</source>
        <translation>In deinen Umschlägen: {total} von deinen {cash}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="499"/>
        <source>Too much: you have only {cash}. Lower your bid before you seal.</source>
        <translation>Zu viel: Du hast nur {cash}. Senke dein Gebot, bevor du versiegelst.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/sheet.py" line="506"/>
        <source>Too much: your envelopes hold more than your {cash}. Take some money out before you seal.</source>
        <translation>Zu viel: Deine Umschläge enthalten mehr als deine {cash}. Nimm etwas Geld heraus, bevor du versiegelst.</translation>
    </message>
</context>
<context>
    <name>BorgataSide</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="58"/>
        <source>A round has five phases: Kontakter (BOR-10), Inkassera (BOR-11), Kontrakt (BOR-12), Mobilisera (BOR-13) and Rekrytera (BOR-14).</source>
        <translation>Eine Runde hat fünf Phasen: Kontakter (BOR-10), Inkassera (BOR-11), Kontrakt (BOR-12), Mobilisera (BOR-13) und Rekrytera (BOR-14).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="80"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="153"/>
        <source>Status orders play: total value of controlled lots, then members in the city, then money, then seat (BOR-07). A family wins at once by controlling Stadshuset and the four corner lots, by being the only family left in the city, or by controlling lots worth {target} (BOR-09).</source>
        <translation>Der Status bestimmt die Reihenfolge: Gesamtwert der kontrollierten Grundstücke, dann Mitglieder in der Stadt, dann Geld, dann Platz (BOR-07). Eine Familie gewinnt sofort, wenn sie Stadshuset und die vier Eckgrundstücke kontrolliert, als einzige Familie in der Stadt übrig ist oder Grundstücke im Wert von {target} kontrolliert (BOR-09).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="201"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="208"/>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="213"/>
        <source>Win: Stadshuset + 4 corners · last family in the city · lots worth {n}</source>
        <translation>Sieg: Stadshuset + 4 Ecken · letzte Familie in der Stadt · Grundstücke im Wert von {n}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="324"/>
        <source>{n} in city</source>
        <translation>{n} vor Ort</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="242"/>
        <source>Police cars {n}/{limit}</source>
        <translation>Polizeiwagen {n}/{limit}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="245"/>
        <source>District deck {n}</source>
        <translation>Stadtteilstapel {n}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="247"/>
        <source>Alt 1: every envelope is paid</source>
        <translation>Alt 1: jeder Umschlag wird bezahlt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="249"/>
        <source>Alt 2: only winning envelopes are paid</source>
        <translation>Alt 2: nur gewinnende Umschläge werden bezahlt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="442"/>
        <source>response</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="460"/>
        <source>in the envelopes</source>
        <translation>in den Umschlägen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="462"/>
        <source>on the table</source>
        <translation>auf dem Tisch</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/side.py" line="526"/>
        <source>{name} rules the city</source>
        <translation>{name} beherrscht die Stadt</translation>
    </message>
</context>
<context>
    <name>BorgataText</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="42"/>
        <source>Opening</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="55"/>
        <source>{name} {n} ({m} moved this round)</source>
        <translation>{name} {n} ({m} in dieser Runde gezogen)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="62"/>
        <source>Nobody stands here.</source>
        <translation>Hier steht niemand.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="63"/>
        <source>Members: {list}</source>
        <translation>Mitglieder: {list}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="71"/>
        <source>Nobody controls Fängelset (BOR-15).</source>
        <translation>Niemand kontrolliert Fängelset (BOR-15).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="72"/>
        <source>Controlled by {name} (BOR-15).</source>
        <translation>Kontrolliert von {name} (BOR-15).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="76"/>
        <source>Controlled by {name}: only its members stand here (BOR-07).</source>
        <translation>Kontrolliert von {name}: nur deren Mitglieder stehen hier (BOR-07).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="80"/>
        <source>Several families stand here: they fight when Mobilisera ends (BOR-08).</source>
        <translation>Hier stehen mehrere Familien: Sie kämpfen, wenn Mobilisera endet (BOR-08).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="84"/>
        <source>Nobody controls it (BOR-07).</source>
        <translation>Niemand kontrolliert es (BOR-07).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="88"/>
        <source>A face-down lot · {label}</source>
        <translation>Ein verdecktes Grundstück · {label}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="91"/>
        <source>Its back shows a contract mark: it can be offered as a contract in Kontrakt (BOR-12); the winner&apos;s new member waits here and the contract pays when the lot turns up (BOR-10).</source>
        <translation>Die Rückseite trägt ein Kontraktzeichen: Es kann in Kontrakt angeboten werden (BOR-12); das neue Mitglied des Gewinners wartet hier, und der Kontrakt zahlt, wenn das Grundstück aufgedeckt wird (BOR-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="100"/>
        <source>Its back shows no contract mark: named in Kontrakt, it simply turns up (BOR-12).</source>
        <translation>Die Rückseite trägt kein Kontraktzeichen: In Kontrakt genannt, wird es einfach aufgedeckt (BOR-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="106"/>
        <source>Nobody steps onto a face-down lot (BOR-13); what lies beneath stays hidden until it turns up (BOR-27).</source>
        <translation>Niemand betritt ein verdecktes Grundstück (BOR-13); was darunter liegt, bleibt verborgen, bis es aufgedeckt wird (BOR-27).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="115"/>
        <source>{name}&apos;s contract member waits here until the next Kontakter (BOR-10).</source>
        <translation>Das Kontraktmitglied von {name} wartet hier bis zur nächsten Kontakter-Phase (BOR-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="121"/>
        <source>Offered as this round&apos;s contract (BOR-12).</source>
        <translation>Als Kontrakt dieser Runde angeboten (BOR-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="133"/>
        <source>Value 5 · collecting pays {income} (BOR-03, BOR-11)</source>
        <translation>Wert 5 · Kassieren bringt {income} (BOR-03, BOR-11)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="138"/>
        <source>Value 5 for the family that controls it (BOR-03)</source>
        <translation>Wert 5 für die Familie, die es kontrolliert (BOR-03)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="143"/>
        <source>Fängelset pays nothing. The family with most members here controls it; a tie keeps the former controller (BOR-15). Nobody walks in (BOR-13) and no conflict happens here (BOR-08); its controller may recruit one more member here for {price} (BOR-14).</source>
        <translation>Fängelset bringt nichts. Die Familie mit den meisten Mitgliedern hier kontrolliert es; bei Gleichstand behält es der bisherige Kontrolleur (BOR-15). Niemand geht hinein (BOR-13), und hier gibt es keinen Konflikt (BOR-08); sein Kontrolleur darf hier ein weiteres Mitglied für {price} anwerben (BOR-14).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="152"/>
        <source>Its controller may block {categories} from collection each round (BOR-11). A value-5 lot cannot be burnt (BOR-21).</source>
        <translation>Sein Kontrolleur darf jede Runde das Kassieren bei {categories} sperren (BOR-11). Ein Grundstück mit Wert 5 kann nicht niedergebrannt werden (BOR-21).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="160"/>
        <source>{category} · value {value} · collecting pays {income} (BOR-03)</source>
        <translation>{category} · Wert {value} · Kassieren bringt {income} (BOR-03)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="170"/>
        <source>Lönnmördaren cannot strike the family that controls a {category} (BOR-17).</source>
        <translation>Lönnmördaren kann die Familie nicht treffen, die einen {category} kontrolliert (BOR-17).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="177"/>
        <source>{category} is blocked this round: it pays nothing (BOR-11).</source>
        <translation>{category} ist in dieser Runde gesperrt: Es bringt nichts (BOR-11).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="185"/>
        <source>A police car stands here: collecting here sends one member to Fängelset (BOR-11, BOR-22).</source>
        <translation>Hier steht ein Polizeiwagen: Kassieren hier schickt ein Mitglied nach Fängelset (BOR-11, BOR-22).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="203"/>
        <source>On the table: the highest single envelope in Kontakter wins it (BOR-10).</source>
        <translation>Auf dem Tisch: Der einzige höchste Umschlag in Kontakter gewinnt ihn (BOR-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="210"/>
        <source>Held by {name}: offered to {name} at once when the attack it answers strikes (BOR-27).</source>
        <translation>Bei {name}: wird {name} sofort angeboten, wenn der Angriff trifft, den er beantwortet (BOR-27).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/borgata/text.py" line="218"/>
        <source>Held by {name}: played in Mobilisera instead of a step, then it goes back to the table (BOR-13).</source>
        <translation>Bei {name}: wird in Mobilisera statt eines Schritts gespielt und geht dann zurück auf den Tisch (BOR-13).</translation>
    </message>
</context>
<context>
    <name>CalendarItem</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/centre.py" line="88"/>
        <source>{n} LOS passages to Wahltag</source>
        <translation>noch {n}× über LOS bis zum Wahltag</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/centre.py" line="88"/>
        <source>1 LOS passage to Wahltag</source>
        <translation>noch 1× über LOS bis zum Wahltag</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../../stadsliv_qt/ui/handoff.py" line="422"/>
        <source>Pass to {name}</source>
        <translation>Weitergeben an {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/handoff.py" line="423"/>
        <source>{name}, click this card when only you can see the screen.</source>
        <translation>{name}, klicke auf die Karte, wenn nur du den Bildschirm siehst.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/handoff.py" line="475"/>
        <source>Hide my screen</source>
        <translation>Bildschirm verbergen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/handoff.py" line="476"/>
        <source>Go back to the card without choosing</source>
        <translation>Zurück zur Karte, ohne zu wählen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/handoff.py" line="518"/>
        <source>Hold to see what you sealed</source>
        <translation>Gedrückt halten, um zu sehen, was du versiegelt hast</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/handoff.py" line="519"/>
        <source>Shown only while you hold the button down</source>
        <translation>Nur zu sehen, solange du den Knopf gedrückt hältst</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/handoff.py" line="525"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/handoff.py" line="605"/>
        <source>{name}: only for your eyes</source>
        <translation>{name}: nur für deine Augen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/handoff.py" line="674"/>
        <source>Only you see this.</source>
        <translation>Nur du siehst das.</translation>
    </message>
</context>
<context>
    <name>DebtPanel</name>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/debt.py" line="75"/>
        <source>{name} owes {amount} to {creditor}</source>
        <translation>{name} schuldet {creditor} {amount}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/debt.py" line="79"/>
        <source>{name} owes {amount}</source>
        <translation>{name} schuldet {amount}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/debt.py" line="85"/>
        <source>{cash} of {owed}</source>
        <translation>{cash} von {owed}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/debt.py" line="88"/>
        <source>Raise {amount} more: sell buildings or mortgage.</source>
        <translation>Bring noch {amount} auf: Gebäude verkaufen oder Hypotheken aufnehmen.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/debt.py" line="112"/>
        <source>Declare bankruptcy</source>
        <translation>Bankrott erklären</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/debt.py" line="116"/>
        <source>Only when nothing is left to sell or mortgage</source>
        <translation>Erst wenn nichts mehr zu verkaufen oder zu beleihen ist</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/debt.py" line="118"/>
        <source>Nothing is left to raise money with</source>
        <translation>Es bleibt nichts, um Geld aufzubringen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/debt.py" line="128"/>
        <source>You can still raise money: sell or mortgage first.</source>
        <translation>Du kannst noch Geld aufbringen: erst verkaufen oder beleihen.</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <location filename="../../stadsliv_qt/ui/format.py" line="50"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/format.py" line="52"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/format.py" line="85"/>
        <source>1 entry</source>
        <translation>1 Eintrag</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/format.py" line="86"/>
        <source>{n} entries</source>
        <translation>{n} Einträge</translation>
    </message>
</context>
<context>
    <name>Gladopolis</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="57"/>
        <source>Roll the dice</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="59"/>
        <source>End the turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="61"/>
        <source>Buy 1 Bürgergunst ({price})</source>
        <translation>1 Bürgergunst kaufen ({price})</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="65"/>
        <source>Pay {fee} to leave the Hinterzimmer</source>
        <translation>Hinterzimmer verlassen ({fee})</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="69"/>
        <source>Play {card}</source>
        <translation>{card} ausspielen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="72"/>
        <source>Leuchtturmprojekt</source>
        <translation>Leuchtturmprojekt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="74"/>
        <source>Bauvorhaben</source>
        <translation>Bauvorhaben</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="76"/>
        <source>Build a {what} on {name} ({price})</source>
        <translation>Ein {what} auf {name} bauen ({price})</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="80"/>
        <source>Sell a building on {name} (+{amount})</source>
        <translation>Ein Gebäude auf {name} verkaufen (+{amount})</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="84"/>
        <source>Mortgage {name} (+{amount})</source>
        <translation>{name} beleihen (+{amount})</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="88"/>
        <source>Redeem {name} ({cost})</source>
        <translation>{name} auslösen ({cost})</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="92"/>
        <source>Offer {name}: {text}</source>
        <translation>{name} anbieten: {text}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="97"/>
        <source>Buy {name} for {price}</source>
        <translation>{name} für {price} kaufen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="101"/>
        <source>Do not buy: auction it</source>
        <translation>Nicht kaufen: versteigern</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="103"/>
        <source>Bid {amount}</source>
        <translation>{amount} bieten</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="105"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="107"/>
        <source>Bring the motion in</source>
        <translation>Antrag einbringen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="109"/>
        <source>Withdraw it</source>
        <translation>Zurückziehen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="112"/>
        <source>Vote yes</source>
        <translation>Mit Ja stimmen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="114"/>
        <source>Vote no</source>
        <translation>Mit Nein stimmen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="117"/>
        <source>Use my veto: the motion fails</source>
        <translation>Mein Veto einlegen: der Antrag scheitert</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="119"/>
        <source>Let it pass</source>
        <translation>Durchgehen lassen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="121"/>
        <source>Repeal {name}</source>
        <translation>{name} aufheben</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="125"/>
        <source>Accept the trade</source>
        <translation>Tausch annehmen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="127"/>
        <source>Refuse</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="159"/>
        <source>Printed price {price} · GLA-09</source>
        <translation>Aufgedruckter Preis {price} · GLA-09</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="194"/>
        <source>Brought in by {name} (GLA-21)</source>
        <translation>Eingebracht von {name} (GLA-21)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="244"/>
        <source>mortgaged</source>
        <translation>beliehen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="246"/>
        <source>Its group carries buildings (GLA-26).</source>
        <translation>Seine Gruppe trägt Gebäude (GLA-26).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="346"/>
        <source>Not buying starts an open auction at once (GLA-09).</source>
        <translation>Wer nicht kauft, startet sofort eine offene Versteigerung (GLA-09).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="357"/>
        <source>With two players you decide alone; the other may use the one veto (GLA-23).</source>
        <translation>Zu zweit entscheidest du allein; der andere darf sein einziges Veto einlegen (GLA-23).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="362"/>
        <source>Brought in, every player votes in secret (GLA-21).</source>
        <translation>Eingebracht, stimmen alle geheim ab (GLA-21).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="366"/>
        <source>Accepted: it holds until the end and you gain 1 BG (GLA-22).</source>
        <translation>Angenommen: er gilt bis zum Ende und du erhältst 1 BG (GLA-22).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="376"/>
        <source>You have one veto in the whole game (GLA-23).</source>
        <translation>Du hast ein einziges Veto im ganzen Spiel (GLA-23).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="378"/>
        <source>Veto {name}?</source>
        <translation>Veto gegen {name}?</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="401"/>
        <source>{group} district. Price {price}. Rent {base}, doubled with the whole group; with 1-4 Bauvorhaben and the Leuchtturmprojekt: {rents} € (GLA-10). Building {build} per level, evenly (GLA-12).</source>
        <translation>Ortsteil von {group}. Preis {price}. Miete {base}, doppelt mit der ganzen Gruppe; mit 1–4 Bauvorhaben und dem Leuchtturmprojekt: {rents} € (GLA-10). Bauen {build} je Stufe, gleichmäßig (GLA-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="414"/>
        <source>Verkehrsknoten. Price {price}. Rent 250 / 500 / 1,000 / 2,000 € as the owner holds 1 to 4 (GLA-10).</source>
        <translation>Verkehrsknoten. Preis {price}. Miete 250 / 500 / 1.000 / 2.000 €, je nachdem ob der Besitzer 1 bis 4 hat (GLA-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="420"/>
        <source>Versorger. Price {price}. Rent: the pips rolled x40, x100 with both (GLA-10).</source>
        <translation>Versorger. Preis {price}. Miete: gewürfelte Augen x40, x100 mit beiden (GLA-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="425"/>
        <source>LOS: passing or landing pays 2,000 € and 1 BG, and the calendar moves on (GLA-07).</source>
        <translation>LOS: wer darüber zieht oder darauf landet, erhält 2.000 € und 1 BG, und der Kalender rückt vor (GLA-07).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="427"/>
        <source>Stadtgeschehen: draw an event card (GLA-25).</source>
        <translation>Stadtgeschehen: eine Ereigniskarte ziehen (GLA-25).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="428"/>
        <source>{name}: pay {amount} into the Stadtkasse (GLA-13).</source>
        <translation>{name}: {amount} in die Stadtkasse zahlen (GLA-13).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="430"/>
        <source>Hinterzimmer: landing here is only a visit (GLA-16). Inside: Sitzungsgeld, -1 BG, +1 Klüngel chip each turn (GLA-17); out by doubles, 1,000 € or Formfehler (GLA-18).</source>
        <translation>Hinterzimmer: hier zu landen ist nur ein Besuch (GLA-16). Drinnen: Sitzungsgeld, -1 BG, +1 Klüngel-Chip je Zug (GLA-17); raus mit einem Pasch, 1.000 € oder Formfehler (GLA-18).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="433"/>
        <source>Bürgerfest: take half the Stadtkasse, rounded down to 100 €, and 1 BG (GLA-15).</source>
        <translation>Bürgerfest: die Hälfte der Stadtkasse, auf 100 € abgerundet, und 1 BG (GLA-15).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="435"/>
        <source>Ratssitzung: draw a motion, bring it in or withdraw it (GLA-20, GLA-21).</source>
        <translation>Ratssitzung: einen Antrag ziehen, einbringen oder zurückziehen (GLA-20, GLA-21).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="437"/>
        <source>Ab ins Hinterzimmer: straight in, without passing LOS; the turn ends (GLA-16).</source>
        <translation>Ab ins Hinterzimmer: direkt hinein, ohne über LOS; der Zug endet (GLA-16).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/turn.py" line="34"/>
        <source>Build</source>
        <translation>Bauen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/turn.py" line="35"/>
        <source>Sell buildings</source>
        <translation>Gebäude verkaufen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/turn.py" line="36"/>
        <source>Mortgage</source>
        <translation>Beleihen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/turn.py" line="37"/>
        <source>Redeem</source>
        <translation>Auslösen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/turn.py" line="69"/>
        <source>Trade</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/turn.py" line="153"/>
        <source>New offer…</source>
        <translation>Neues Angebot…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/turn.py" line="58"/>
        <source>Or click a highlighted field on the board.</source>
        <translation>Oder auf ein hervorgehobenes Feld auf dem Brett klicken.</translation>
    </message>
</context>
<context>
    <name>GladopolisResults</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/dialogs.py" line="444"/>
        <source>Votes over the game (GLA-29)</source>
        <translation>Stimmen im Lauf der Partie (GLA-29)</translation>
    </message>
</context>
<context>
    <name>GladopolisScene</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="148"/>
        <source>Wahlkalender: every LOS passage of any player moves the marker one field; at WAHLTAG the round is finished and the election held (GLA-07, GLA-08).</source>
        <translation>Wahlkalender: jeder Zug über LOS, gleich von wem, rückt den Anzeiger ein Feld vor; am WAHLTAG wird die Runde zu Ende gespielt und gewählt (GLA-07, GLA-08).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="156"/>
        <source>Resolutions in force; at most five lie at once (GLA-22, GLA-24).</source>
        <translation>Geltende Beschlüsse; höchstens fünf liegen zugleich (GLA-22, GLA-24).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="160"/>
        <source>Taxes, fees and fines go into the Stadtkasse (GLA-13); the Bürgerfest pays out half of it (GLA-15); when it cannot pay, the Nothaushalt (GLA-14).</source>
        <translation>Steuern, Gebühren und Strafen gehen in die Stadtkasse (GLA-13); das Bürgerfest zahlt die Hälfte aus (GLA-15); kann sie nicht zahlen, gilt der Nothaushalt (GLA-14).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="335"/>
        <source>highest bid {amount} € by {name}</source>
        <translation>Höchstgebot {amount} € von {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="339"/>
        <source>no bid yet</source>
        <translation>noch kein Gebot</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="342"/>
        <source>Auction: {field}</source>
        <translation>Versteigerung: {field}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="343"/>
        <source>{now} · still bidding: {who} (GLA-09)</source>
        <translation>{now} · bieten noch: {who} (GLA-09)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="348"/>
        <source>Trade offer: {a} to {b}</source>
        <translation>Tauschangebot: {a} an {b}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="351"/>
        <source>{name} accepts or refuses on screen (GLA-26)</source>
        <translation>{name} nimmt am Bildschirm an oder lehnt ab (GLA-26)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="358"/>
        <source>{name} owes {amount} €</source>
        <translation>{name} schuldet {amount} €</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="368"/>
        <source>has voted: {who}</source>
        <translation>hat abgestimmt: {who}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="371"/>
        <source>Ratssitzung: {motion}</source>
        <translation>Ratssitzung: {motion}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="378"/>
        <source>Latest</source>
        <translation>Zuletzt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="481"/>
        <source>1 pip</source>
        <translation>1 Auge</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/scene.py" line="481"/>
        <source>{n} pips</source>
        <translation>{n} Augen</translation>
    </message>
</context>
<context>
    <name>GladopolisTips</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="33"/>
        <source>{what} at {value} % by resolution</source>
        <translation>{what} bei {value} % durch Beschluss</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="49"/>
        <source>District of {group}. Price {price}. Rent {base}, doubled when one owner holds the whole group and none is mortgaged; with 1 to 4 Bauvorhaben and the Leuchtturmprojekt: {rents} € (GLA-10). Building {build} per level, on the whole group, evenly (GLA-12).</source>
        <translation>Ortsteil von {group}. Preis {price}. Miete {base}, doppelt, wenn einem Besitzer die ganze Gruppe gehört und nichts beliehen ist; mit 1 bis 4 Bauvorhaben und dem Leuchtturmprojekt: {rents} € (GLA-10). Bauen {build} je Stufe, auf der ganzen Gruppe, gleichmäßig (GLA-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="58"/>
        <source>Verkehrsknoten. Price {price}. Rent 250 / 500 / 1,000 / 2,000 € as the owner holds 1 to 4 of them (GLA-10).</source>
        <translation>Verkehrsknoten. Preis {price}. Miete 250 / 500 / 1.000 / 2.000 €, je nachdem ob der Besitzer 1 bis 4 davon hat (GLA-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="65"/>
        <source>Versorger. Price {price}. Rent: the pips of the roll x40, x100 when the owner has both (GLA-10).</source>
        <translation>Versorger. Preis {price}. Miete: die gewürfelten Augen x40, x100, wenn dem Besitzer beide gehören (GLA-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="71"/>
        <source>Pay {amount} into the Stadtkasse (GLA-13).</source>
        <translation>{amount} in die Stadtkasse zahlen (GLA-13).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="77"/>
        <source>LOS: passing or landing pays 2,000 € and 1 BG; then the Wahlkalender moves on one field (GLA-07).</source>
        <translation>LOS: wer darüber zieht oder darauf landet, erhält 2.000 € und 1 BG; dann rückt der Wahlkalender ein Feld vor (GLA-07).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="79"/>
        <source>Stadtgeschehen: draw the top event card; it goes under the deck (GLA-25).</source>
        <translation>Stadtgeschehen: die oberste Ereigniskarte ziehen; sie kommt unter den Stapel (GLA-25).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="81"/>
        <source>Hinterzimmer. Landing here is only a visit (GLA-16). Inside, at each turn: Sitzungsgeld from the Stadtkasse, -1 BG, +1 Klüngel chip (GLA-17). Out by doubles, by paying 1,000 € or with Formfehler in der Satzung (GLA-18).</source>
        <translation>Hinterzimmer. Hier zu landen ist nur ein Besuch (GLA-16). Drinnen, in jedem Zug: Sitzungsgeld aus der Stadtkasse, -1 BG, +1 Klüngel-Chip (GLA-17). Raus mit einem Pasch, für 1.000 € oder mit Formfehler in der Satzung (GLA-18).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="85"/>
        <source>Bürgerfest: take half the Stadtkasse, rounded down to 100 €, and 1 BG (GLA-15).</source>
        <translation>Bürgerfest: die Hälfte der Stadtkasse, auf 100 € abgerundet, und 1 BG (GLA-15).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="87"/>
        <source>Ratssitzung: draw a motion and bring it in or withdraw it; brought in, everyone votes in secret (GLA-20, GLA-21).</source>
        <translation>Ratssitzung: einen Antrag ziehen und einbringen oder zurückziehen; eingebracht, stimmen alle geheim ab (GLA-20, GLA-21).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="89"/>
        <source>Ab ins Hinterzimmer: straight in, without passing LOS; the turn ends there (GLA-16).</source>
        <translation>Ab ins Hinterzimmer: direkt hinein, ohne über LOS; der Zug endet dort (GLA-16).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="97"/>
        <source>Unowned: buy it at its price or it goes to auction (GLA-09).</source>
        <translation>Ohne Besitzer: zum Preis kaufen, sonst wird versteigert (GLA-09).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="102"/>
        <source>Owner: {name}</source>
        <translation>Besitzer: {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="105"/>
        <source>Leuchtturmprojekt</source>
        <translation>Leuchtturmprojekt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="107"/>
        <source>{n} Bauvorhaben</source>
        <translation>{n} Bauvorhaben</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="109"/>
        <source>mortgaged: no rent; counts nothing on Wahltag (GLA-26, GLA-29)</source>
        <translation>beliehen: keine Miete; zählt am Wahltag nichts (GLA-26, GLA-29)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="123"/>
        <source>Build on {name}</source>
        <translation>Auf {name} bauen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="124"/>
        <source>Sell a building on {name}</source>
        <translation>Ein Gebäude auf {name} verkaufen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="125"/>
        <source>Mortgage {name}</source>
        <translation>{name} beleihen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="126"/>
        <source>Redeem {name}</source>
        <translation>{name} auslösen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="127"/>
        <source>Buy {name}</source>
        <translation>{name} kaufen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/gladopolis/tips.py" line="128"/>
        <source>Do not buy {name}: auction</source>
        <translation>{name} nicht kaufen: Versteigerung</translation>
    </message>
</context>
<context>
    <name>GuideCard</name>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/overlay.py" line="143"/>
        <source>Leave the tutorial</source>
        <translation>Anleitung verlassen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/overlay.py" line="145"/>
        <source>Your place is kept: continue it later from the welcome page.</source>
        <translation>Deine Stelle bleibt erhalten: mach später auf der Startseite weiter.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/overlay.py" line="147"/>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/overlay.py" line="148"/>
        <source>Next card (Enter or the right arrow key)</source>
        <translation>Nächste Karte (Eingabetaste oder Pfeil nach rechts)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/overlay.py" line="149"/>
        <source>Back to the welcome page</source>
        <translation>Zurück zur Startseite</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/overlay.py" line="150"/>
        <source>Play a real game</source>
        <translation>Ein echtes Spiel spielen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/overlay.py" line="152"/>
        <source>The same players, the game&apos;s usual options, fresh dice.</source>
        <translation>Dieselben Spieler, die üblichen Optionen des Spiels, neue Würfel.</translation>
    </message>
</context>
<context>
    <name>GuideOverlay</name>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/overlay.py" line="251"/>
        <source>{title} · step {k} of {n}</source>
        <translation>{title} · Schritt {k} von {n}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/overlay.py" line="258"/>
        <source>Read this rule in the rules</source>
        <translation>Diese Regel in den Regeln lesen</translation>
    </message>
</context>
<context>
    <name>GuidePlace</name>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/places.py" line="70"/>
        <source>The tutorial has changed since you left it, so it starts over.</source>
        <translation>Die Anleitung hat sich geändert, seit du sie verlassen hast; sie beginnt von vorn.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/places.py" line="77"/>
        <source>The tutorial&apos;s saved place cannot be read, so it starts over.</source>
        <translation>Die gespeicherte Stelle der Anleitung ist nicht lesbar; sie beginnt von vorn.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/places.py" line="82"/>
        <source>The tutorial&apos;s saved game does not fit where you left it, so it starts over.</source>
        <translation>Das gespeicherte Spiel der Anleitung passt nicht zu deiner Stelle; sie beginnt von vorn.</translation>
    </message>
</context>
<context>
    <name>GuidedSession</name>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/session.py" line="53"/>
        <source>First read the card, then press Next.</source>
        <translation>Lies zuerst die Karte und drücke dann Weiter.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/session.py" line="55"/>
        <source>The tutorial waits for a roll now: press Roll.</source>
        <translation>Die Anleitung wartet jetzt auf einen Wurf: drücke Würfeln.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/session.py" line="57"/>
        <source>Watch: the tutorial makes this move itself.</source>
        <translation>Schau zu: Die Anleitung macht diesen Zug selbst.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/session.py" line="60"/>
        <source>The tutorial is over: start a real game or go back to the welcome page.</source>
        <translation>Die Anleitung ist zu Ende: starte ein echtes Spiel oder geh zurück zur Startseite.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/session.py" line="62"/>
        <source>Not now: the card says what to do next.</source>
        <translation>Jetzt nicht: Die Karte sagt, was als Nächstes kommt.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/guide/session.py" line="141"/>
        <source>Undo is off during the tutorial.</source>
        <translation>Rückgängig ist während der Anleitung aus.</translation>
    </message>
</context>
<context>
    <name>LineChart</name>
    <message>
        <location filename="../../stadsliv_qt/ui/chart.py" line="204"/>
        <source>No turns played yet</source>
        <translation>Noch keine Züge gespielt</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="246"/>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="279"/>
        <source>Continue the tutorial (step {k} of {n})</source>
        <translation>Anleitung fortsetzen (Schritt {k} von {n})</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="284"/>
        <source>Start it over</source>
        <translation>Von vorn beginnen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="287"/>
        <source>No tutorial is installed</source>
        <translation>Keine Anleitung installiert</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="318"/>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="856"/>
        <source>Undo is off during the tutorial.</source>
        <translation>Rückgängig ist während der Anleitung aus.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="327"/>
        <source>Learn to play {game} — Stadsliv</source>
        <translation>{game} spielen lernen — Stadsliv</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="505"/>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="533"/>
        <source>The tutorial cannot be started</source>
        <translation>Die Anleitung kann nicht gestartet werden</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="136"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="162"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="166"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="169"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="172"/>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="175"/>
        <source>&amp;Continue last game</source>
        <translation>Letztes Spiel &amp;fortsetzen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="177"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="137"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="181"/>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="314"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="138"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="185"/>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="190"/>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="194"/>
        <source>&amp;Fit the board</source>
        <translation>&amp;Ganzes Spielbrett</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="139"/>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="198"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="208"/>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="210"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="211"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="212"/>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="223"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="213"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="222"/>
        <source>&amp;Text size</source>
        <translation>&amp;Textgröße</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="223"/>
        <source>Small</source>
        <translation>Klein</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="223"/>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="140"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="242"/>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regeln dieses Spiels</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="244"/>
        <source>Rules of…</source>
        <translation>Regeln von…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="249"/>
        <source>&amp;About Stadsliv</source>
        <translation>Ü&amp;ber Stadsliv</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="314"/>
        <source>&amp;Undo: {what}</source>
        <translation>&amp;Rückgängig: {what}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="331"/>
        <source>not saved to a file</source>
        <translation>nicht in einer Datei gespeichert</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="441"/>
        <source>{game} with {names}, last played {when}.</source>
        <translation>{game} mit {names}, zuletzt gespielt {when}.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="491"/>
        <source>The autosave failed: {why}</source>
        <translation>Automatisches Speichern fehlgeschlagen: {why}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="681"/>
        <source>A game is already on the table.</source>
        <translation>Es läuft bereits ein Spiel.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="687"/>
        <source>There is no unfinished game to continue.</source>
        <translation>Es gibt kein unfertiges Spiel zum Fortsetzen.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="691"/>
        <source>The last game cannot be continued</source>
        <translation>Das letzte Spiel kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="781"/>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="781"/>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="820"/>
        <source>Stadsliv games (*.json)</source>
        <translation>Stadsliv-Spiele (*.json)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="795"/>
        <source>This file cannot be opened</source>
        <translation>Diese Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="799"/>
        <source>Opened {file}.</source>
        <translation>{file} geöffnet.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="820"/>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="839"/>
        <source>The game was not saved</source>
        <translation>Das Spiel wurde nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="844"/>
        <source>Saved to {file}.</source>
        <translation>In {file} gespeichert.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="853"/>
        <source>No game is running.</source>
        <translation>Es läuft kein Spiel.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="859"/>
        <source>Undo waits until the screen is uncovered.</source>
        <translation>Rückgängig wartet, bis der Bildschirm wieder frei ist.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="870"/>
        <source>Took back: {what}.</source>
        <translation>Zurückgenommen: {what}.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="872"/>
        <source>Took back the last move.</source>
        <translation>Letzten Zug zurückgenommen.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="878"/>
        <source>Nothing to undo: play cannot go back past dice, cards or revealed choices.</source>
        <translation>Nichts rückgängig zu machen: das Spiel geht nicht hinter Würfel, Karten oder aufgedeckte Entscheidungen zurück.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="887"/>
        <source>Language: {name}</source>
        <translation>Sprache: {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="943"/>
        <source>Start or open a game to read its rules.</source>
        <translation>Starte oder öffne ein Spiel, um seine Regeln zu lesen.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="951"/>
        <source>The rules of {game} are not written yet.</source>
        <translation>Die Regeln von {game} sind noch nicht geschrieben.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="729"/>
        <source>Open another game?</source>
        <translation>Ein anderes Spiel öffnen?</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="731"/>
        <source>Open {file}? The game on the table has moves that are not saved to a file; opening another game replaces it.</source>
        <translation>{file} öffnen? Das Spiel auf dem Tisch hat Züge, die in keiner Datei gespeichert sind; ein anderes Spiel zu öffnen ersetzt es.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="738"/>
        <source>Save this game, then open</source>
        <translation>Dieses Spiel speichern, dann öffnen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="739"/>
        <source>Open without saving</source>
        <translation>Öffnen ohne zu speichern</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/main_window.py" line="740"/>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="73"/>
        <source>Enter a name.</source>
        <translation>Gib einen Namen ein.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="75"/>
        <source>At most {max} characters (now {n}).</source>
        <translation>Höchstens {max} Zeichen (jetzt {n}).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="79"/>
        <source>This name has characters that cannot be shown.</source>
        <translation>Der Name enthält Zeichen, die nicht angezeigt werden können.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="85"/>
        <source>Player {n} already has this name.</source>
        <translation>Spieler {n} hat diesen Namen schon.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="103"/>
        <source>Who plays this seat: a person or the computer</source>
        <translation>Wer spielt diesen Platz: ein Mensch oder der Computer</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="112"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="121"/>
        <source>Colour (colour-blind-safe palette)</source>
        <translation>Farbe (farbenblind-taugliche Palette)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="129"/>
        <source>Token shape</source>
        <translation>Spielfigur</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="132"/>
        <source>Remove this player</source>
        <translation>Spieler entfernen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="191"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="203"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="219"/>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} Spieler</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="233"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="240"/>
        <source>Add player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="249"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="259"/>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="262"/>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="265"/>
        <source>Leave empty for a random game; the same seed deals the same dice.</source>
        <translation>Leer lassen für ein zufälliges Spiel; derselbe Startwert ergibt dieselben Würfe.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="269"/>
        <source>Pick one</source>
        <translation>Auswürfeln</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="284"/>
        <source>Start game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="327"/>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="341"/>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="414"/>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="416"/>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="389"/>
        <source>{n} of {low}–{high} players</source>
        <translation>{n} von {low}–{high} Spielern</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/new_game.py" line="464"/>
        <source>This game has no options.</source>
        <translation>Dieses Spiel hat keine Optionen.</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="29"/>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="30"/>
        <source>Sky blue</source>
        <translation>Himmelblau</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="31"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="32"/>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="33"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="34"/>
        <source>Vermilion</source>
        <translation>Zinnoberrot</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="35"/>
        <source>Pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="36"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="37"/>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="45"/>
        <source>Circle</source>
        <translation>Kreis</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="46"/>
        <source>Square</source>
        <translation>Quadrat</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="47"/>
        <source>Triangle</source>
        <translation>Dreieck</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="48"/>
        <source>Diamond</source>
        <translation>Raute</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="49"/>
        <source>Star</source>
        <translation>Stern</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="50"/>
        <source>Hexagon</source>
        <translation>Sechseck</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="51"/>
        <source>Pentagon</source>
        <translation>Fünfeck</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/tokens.py" line="52"/>
        <source>Cross</source>
        <translation>Kreuz</translation>
    </message>
</context>
<context>
    <name>ResultsView</name>
    <message>
        <location filename="../../stadsliv_qt/ui/results.py" line="76"/>
        <source>{name} wins</source>
        <translation>{name} gewinnt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/results.py" line="78"/>
        <source>Shared win: {names}</source>
        <translation>Geteilter Sieg: {names}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/results.py" line="80"/>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/results.py" line="102"/>
        <source>Money over the game ({unit})</source>
        <translation>Geld im Lauf des Spiels ({unit})</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/results.py" line="105"/>
        <source>Score over the game</source>
        <translation>Punkte im Lauf der Partie</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/results.py" line="112"/>
        <source>Show the board</source>
        <translation>Spielbrett zeigen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/results.py" line="116"/>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/results.py" line="119"/>
        <source>Play again with the same table</source>
        <translation>Noch einmal mit derselben Runde</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/results.py" line="143"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/help.py" line="91"/>
        <source>Rules: {title}</source>
        <translation>Regeln: {title}</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <location filename="../../stadsliv_qt/ui/panels.py" line="154"/>
        <source>The banker&apos;s ring: this player is the banker (STA-04)</source>
        <translation>Der Ring des Bankiers: Diese Person ist Bankier (STA-04)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/panels.py" line="157"/>
        <source>to play</source>
        <translation>wählt</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../../stadsliv_qt/ui/seats.py" line="22"/>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/seats.py" line="23"/>
        <source>Computer (Easy)</source>
        <translation>Computer (leicht)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/seats.py" line="24"/>
        <source>Computer (Medium)</source>
        <translation>Computer (mittel)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/seats.py" line="25"/>
        <source>Computer (Hard)</source>
        <translation>Computer (schwer)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/seats.py" line="43"/>
        <source>Right-click to hand this seat to the computer or take it back.</source>
        <translation>Rechtsklick, um diesen Platz dem Computer zu geben oder ihn zurückzunehmen.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/seats.py" line="61"/>
        <source>{who}: thinking…</source>
        <translation>{who}: denkt nach…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/seats.py" line="88"/>
        <source>Who plays {name}?</source>
        <translation>Wer spielt {name}?</translation>
    </message>
</context>
<context>
    <name>SideBox</name>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="140"/>
        <source>No property or card to trade.</source>
        <translation>Kein Grundstück und keine Karte zum Tauschen.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="144"/>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="152"/>
        <source>Cash: {cash}</source>
        <translation>Bargeld: {cash}</translation>
    </message>
</context>
<context>
    <name>Stadsliv</name>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="40"/>
        <source>{code} {name} · price {price} · fee {fee}</source>
        <translation>{code} {name} · Preis {price} · Gebühr {fee}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="44"/>
        <source>Whoever else lands here pays you its fee of {fee} (STA-07).</source>
        <translation>Wer sonst hier landet, zahlt dir die Gebühr von {fee} (STA-07).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="47"/>
        <source>It counts its price at the count (STA-24).</source>
        <translation>Er zählt bei der Zählung seinen Preis (STA-24).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="50"/>
        <source>A höghus: the dearest blocks of their kind (STA-02).</source>
        <translation>Ein höghus: die teuersten Blöcke ihrer Art (STA-02).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="53"/>
        <source>Payers choose among owners of Varuhus or hotels; protests go to Domstolen (STA-08).</source>
        <translation>Zahler wählen unter den Besitzern von Varuhus oder Hotels; Proteste gehen an Domstolen (STA-08).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="60"/>
        <source>Its owner is the court and throws the Ödestärning for it (STA-21).</source>
        <translation>Sein Besitzer ist das Gericht und wirft dafür die Ödestärning (STA-21).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="66"/>
        <source>Stortorget&apos;s owner gets 10 varvslön at every Start passage (STA-10).</source>
        <translation>Der Besitzer von Stortorget erhält bei jedem Passieren von Start 10 varvslön (STA-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="84"/>
        <source>The Bank&apos;s share (B, Banken) · price {price}</source>
        <translation>Der Anteil der Bank (B, Banken) · Preis {price}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="88"/>
        <source>Banken&apos;s fees go to you and the share counts 15 at the count; the banker stays banker (STA-19, STA-20).</source>
        <translation>Die Gebühren von Banken gehen an dich und der Anteil zählt 15 bei der Zählung; der Bankier bleibt Bankier (STA-19, STA-20).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="94"/>
        <source>A Guldbonus from Stadskassan · price {price}</source>
        <translation>Ein Guldbonus aus Stadskassan · Preis {price}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="98"/>
        <source>It counts 25 at the count. Owning one, a later GB face forces you to auction it (STA-12, STA-20).</source>
        <translation>Er zählt 25 bei der Zählung. Besitzt du einen, zwingt dich eine spätere GB-Seite, ihn zu versteigern (STA-12, STA-20).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="102"/>
        <source>A seat of Stadsfullmäktige · price {price}</source>
        <translation>Ein Sitz in Stadsfullmäktige · Preis {price}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="106"/>
        <source>It counts 15 at the count; holders may change rules with the Röstkort; all three seats bring the victory vote (STA-18, STA-22, STA-23).</source>
        <translation>Er zählt 15 bei der Zählung; Inhaber dürfen Regeln mit dem Röstkort ändern; alle drei Sitze bringen die Siegesabstimmung (STA-18, STA-22, STA-23).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="112"/>
        <source>You have {money}: borrow at least {short} to buy it.</source>
        <translation>Du hast {money}: leihe mindestens {short}, um zu kaufen.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="117"/>
        <source>You have {money}.</source>
        <translation>Du hast {money}.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="133"/>
        <source>Buy for {price}</source>
        <translation>Für {price} kaufen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="137"/>
        <source>Borrow first: you are {short} short.</source>
        <translation>Erst leihen: dir fehlen {short}.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/buy.py" line="174"/>
        <source>The final bid for {item} is {bid} by {bidder}, below the card&apos;s price of {price}. Accept it, or refuse and keep it (STA-09).</source>
        <translation>Das letzte Gebot für {item} ist {bid} von {bidder}, unter dem Kartenpreis von {price}. Annehmen oder ablehnen und behalten (STA-09).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/fees.py" line="32"/>
        <source>Several players own these blocks: choose whose you pay; you pay that block&apos;s fee. Any other player may then protest to Domstolen (STA-08).</source>
        <translation>Mehrere Spieler besitzen diese Blöcke: wähle, wessen du bezahlst; du zahlst die Gebühr dieses Blocks. Jeder andere Spieler darf dann bei Domstolen protestieren (STA-08).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/fees.py" line="40"/>
        <source>Domstolen&apos;s Ödestärning said nej: as plaintiff you choose whose block {payer} pays. This choice is final (STA-08).</source>
        <translation>Die Ödestärning von Domstolen sagte nej: als Kläger wählst du, wessen Block {payer} bezahlt. Diese Wahl ist endgültig (STA-08).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/fees.py" line="46"/>
        <source>Or click a highlighted block on the board.</source>
        <translation>Oder klicke einen hervorgehobenen Block auf dem Brett an.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/fees.py" line="52"/>
        <source>{name}: {code} {block}, fee {fee}</source>
        <translation>{name}: {code} {block}, Gebühr {fee}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/fees.py" line="80"/>
        <source>{payer} chose to pay {owner}: {code}, fee {fee}. Protest and you are the plaintiff: Domstolen ({court}) throws the Ödestärning; positive, the choice stands; negative, you choose the owner (STA-08).</source>
        <translation>{payer} will {owner} bezahlen: {code}, Gebühr {fee}. Protestiere und du bist Kläger: Domstolen ({court}) wirft die Ödestärning; positiv, die Wahl gilt; negativ, du wählst den Besitzer (STA-08).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/loans.py" line="36"/>
        <source>You have a loan of {loan}. {banker} (the banker) may throw the Ödestärning on it: positive, the loan is cancelled and you keep the poäng; negative, it is doubled to {double}, due as before (STA-13).</source>
        <translation>Du hast einen Kredit von {loan}. {banker} (der Bankier) darf darauf die Ödestärning werfen: positiv, der Kredit wird erlassen und du behältst die poäng; negativ, er verdoppelt sich auf {double}, fällig wie bisher (STA-13).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/loans.py" line="66"/>
        <source>You owe {owed} ({why}) and have {money}: raise {missing} more by selling to Stadskassan for half the price, at auction, or with a loan. With nothing left you are bankrupt (STA-17).</source>
        <translation>Du schuldest {owed} ({why}) und hast {money}: beschaffe noch {missing}, durch Verkauf an Stadskassan zum halben Preis, durch Versteigerung oder mit einem Kredit. Bleibt nichts, bist du bankrott (STA-17).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/loans.py" line="83"/>
        <source>{money} of {owed}</source>
        <translation>{money} von {owed}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/loans.py" line="91"/>
        <source>Sell to Stadskassan</source>
        <translation>An Stadskassan verkaufen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/parts.py" line="58"/>
        <source>due at your next Start passage</source>
        <translation>fällig beim nächsten Passieren von Start</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/parts.py" line="60"/>
        <source>due at your second Start passage</source>
        <translation>fällig beim zweiten Passieren von Start</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/parts.py" line="61"/>
        <source>Your loan of {loan}: {due}; landing on an NZ first, you repay {total} there ({rate} % interest: {interest}) (STA-15).</source>
        <translation>Dein Kredit von {loan}: {due}; landest du vorher auf einer NZ, zahlst du dort {total} zurück ({rate} % Zinsen: {interest}) (STA-15).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/parts.py" line="122"/>
        <source>Borrow</source>
        <translation>Leihen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/parts.py" line="146"/>
        <source>Repaid without interest at your second Start passage; if you land on an NZ first, you repay {total} there ({rate} % interest: {interest}) (STA-14, STA-15).</source>
        <translation>Zinslos zurückzuzahlen beim zweiten Passieren von Start; landest du vorher auf einer NZ, zahlst du dort {total} zurück ({rate} % Zinsen: {interest}) (STA-14, STA-15).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/parts.py" line="278"/>
        <source>Sell at auction</source>
        <translation>Versteigern</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/turn.py" line="31"/>
        <source>The banker wears the ring, holds the Bank&apos;s share and gets 10 varvslön at every Start passage; Naturkatastrof takes nothing from the banker and Gynnsamt klimat gives the banker nothing (STA-04, STA-10, STA-12).</source>
        <translation>Der Bankier trägt den Ring, hält den Anteil der Bank und erhält bei jedem Passieren von Start 10 varvslön; Naturkatastrof nimmt dem Bankier nichts, und Gynnsamt klimat gibt ihm nichts (STA-04, STA-10, STA-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/turn.py" line="37"/>
        <source>If nobody volunteers, the lowest sum of two dice decides (STA-04).</source>
        <translation>Meldet sich niemand, entscheidet die niedrigste Summe zweier Würfel (STA-04).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/turn.py" line="63"/>
        <source>⚀  One die: 1 to 6 squares</source>
        <translation>⚀  Ein Würfel: 1 bis 6 Felder</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/turn.py" line="65"/>
        <source>⚄ ⚀  Both dice: 2 to 12 squares</source>
        <translation>⚄ ⚀  Beide Würfel: 2 bis 12 Felder</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/turn.py" line="70"/>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/turn.py" line="111"/>
        <source>Borrow…</source>
        <translation>Leihen…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/turn.py" line="178"/>
        <source>Raise the Röstkort</source>
        <translation>Röstkort heben</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/turn.py" line="181"/>
        <source>Everyone not on an NZ votes in secret; with a majority the court&apos;s Ödestärning decides (STA-22).</source>
        <translation>Alle, die nicht auf einer NZ stehen, stimmen geheim ab; bei einer Mehrheit entscheidet die Ödestärning des Gerichts (STA-22).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/turn.py" line="187"/>
        <source>Röstkortet:</source>
        <translation>Röstkortet:</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/turn.py" line="204"/>
        <source>{code} {name} · fee {fee}</source>
        <translation>{code} {name} · Gebühr {fee}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/turn.py" line="238"/>
        <source>The table said nej. Domstolen ({court}) throws the Ödestärning on your appeal: positive, you win; negative, the count decides (STA-23).</source>
        <translation>Der Tisch sagte nej. Domstolen ({court}) wirft die Ödestärning auf deine Berufung: positiv, du gewinnst; negativ, die Zählung entscheidet (STA-23).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="41"/>
        <source>a Guldbonus</source>
        <translation>einen Guldbonus</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="43"/>
        <source>a Stadsfullmäktige seat</source>
        <translation>einen Sitz in Stadsfullmäktige</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="269"/>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="45"/>
        <source>the Bank&apos;s share (B)</source>
        <translation>den Anteil der Bank (B)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="65"/>
        <source>Volunteer as banker</source>
        <translation>Als Bankier melden</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="65"/>
        <source>Not me</source>
        <translation>Nicht ich</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="69"/>
        <source>Roll one die</source>
        <translation>Einen Würfel werfen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="71"/>
        <source>Roll both dice</source>
        <translation>Beide Würfel werfen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="74"/>
        <source>Borrow {amount}</source>
        <translation>{amount} leihen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="76"/>
        <source>Buy it</source>
        <translation>Kaufen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="76"/>
        <source>Do not buy</source>
        <translation>Nicht kaufen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="80"/>
        <source>Pay {name}: {code} {block}, fee {fee}</source>
        <translation>{name} bezahlen: {code} {block}, Gebühr {fee}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="88"/>
        <source>Protest to Domstolen</source>
        <translation>Bei Domstolen protestieren</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="90"/>
        <source>Let it stand</source>
        <translation>So lassen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="278"/>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="93"/>
        <source>Auction {item}</source>
        <translation>{item} versteigern</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="95"/>
        <source>Bid {amount}</source>
        <translation>{amount} bieten</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="97"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="100"/>
        <source>Accept the bid</source>
        <translation>Gebot annehmen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="102"/>
        <source>Refuse and keep it</source>
        <translation>Ablehnen und behalten</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="274"/>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="105"/>
        <source>Sell {item} to Stadskassan (+{amount})</source>
        <translation>{item} an Stadskassan verkaufen (+{amount})</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="110"/>
        <source>Ask for the throw</source>
        <translation>Um den Wurf bitten</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="112"/>
        <source>Keep the loan</source>
        <translation>Kredit behalten</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="115"/>
        <source>Röstkortet: {question}</source>
        <translation>Röstkortet: {question}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="119"/>
        <source>Vote ja</source>
        <translation>Mit ja stimmen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="119"/>
        <source>Vote nej</source>
        <translation>Mit nej stimmen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="122"/>
        <source>Appeal to Domstolen</source>
        <translation>Bei Domstolen Berufung einlegen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="124"/>
        <source>Accept the count</source>
        <translation>Die Zählung annehmen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="127"/>
        <source>End the turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="139"/>
        <source>{seller} must sell: the highest bid wins, whatever it is (STA-12).</source>
        <translation>{seller} muss verkaufen: das höchste Gebot gewinnt, wie hoch es auch ist (STA-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="143"/>
        <source>Sold by {seller}. Price on the card {price}: {seller} may refuse a final bid below it (STA-09).</source>
        <translation>Verkauft von {seller}. Preis auf der Karte {price}: {seller} darf ein letztes Gebot darunter ablehnen (STA-09).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="173"/>
        <source>{name} holds all three seats of Stadsfullmäktige. Does {name} win?</source>
        <translation>{name} hält alle drei Sitze in Stadsfullmäktige. Gewinnt {name}?</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="174"/>
        <source>Ja: {name} wins. Nej: {name} may appeal to Domstolen, else the count decides (STA-23).</source>
        <translation>Ja: {name} gewinnt. Nej: {name} darf bei Domstolen Berufung einlegen, sonst entscheidet die Zählung (STA-23).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="178"/>
        <source>{name} raised the Röstkort and does not vote.</source>
        <translation>{name} hob das Röstkort und stimmt nicht ab.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="181"/>
        <source>A majority of ja, then a positive Ödestärning, and it happens (STA-22).</source>
        <translation>Eine Mehrheit für ja, dann eine positive Ödestärning, und es geschieht (STA-22).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="187"/>
        <source>Voting: {names}</source>
        <translation>Stimmen ab: {names}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="191"/>
        <source>Not voting, on an NZ: {names} (STA-16)</source>
        <translation>Stimmen nicht ab, auf einer NZ: {names} (STA-16)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/words.py" line="217"/>
        <source>Wealth at the count over the game (STA-24)</source>
        <translation>Vermögen bei der Zählung im Lauf der Partie (STA-24)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="204"/>
        <source>1 die</source>
        <translation>1 Würfel</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="205"/>
        <source>Roll one die: move 1 to 6 squares (STA-06)</source>
        <translation>Einen Würfel werfen: 1 bis 6 Felder ziehen (STA-06)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="209"/>
        <source>2 dice</source>
        <translation>2 Würfel</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="210"/>
        <source>Roll both dice: move 2 to 12 squares (STA-06)</source>
        <translation>Beide Würfel werfen: 2 bis 12 Felder ziehen (STA-06)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="549"/>
        <source>{name} on {square} (square {n})</source>
        <translation>{name} auf {square} (Feld {n})</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="553"/>
        <source>Wears the banker&apos;s ring (STA-04)</source>
        <translation>Trägt den Ring des Bankiers (STA-04)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="586"/>
        <source>The game is over</source>
        <translation>Das Spiel ist aus</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="588"/>
        <source>Choosing the banker</source>
        <translation>Der Bankier wird gewählt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="590"/>
        <source>{name}&apos;s turn</source>
        <translation>{name} ist am Zug</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="597"/>
        <source>Turn {n}</source>
        <translation>Zug {n}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="607"/>
        <source>{name} rolled {n}</source>
        <translation>{name} würfelte {n}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="611"/>
        <source>{name}: {dice} = {total}</source>
        <translation>{name}: {dice} = {total}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="623"/>
        <source>last roll</source>
        <translation>letzter Wurf</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="648"/>
        <source>thrown by {name}</source>
        <translation>geworfen von {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="686"/>
        <source>Stadshuset: the three seats of Stadsfullmäktige. A free seat is bought for 15 poäng by standing on the SF square (STA-18) or won with the Röstkort (STA-22). Holders may put rule changes to the table (STA-22); whoever holds all three faces the victory vote (STA-23). Each seat counts 15 at the end (STA-20).</source>
        <translation>Stadshuset: die drei Sitze von Stadsfullmäktige. Ein freier Sitz wird für 15 poäng auf dem SF-Feld gekauft (STA-18) oder mit dem Röstkort gewonnen (STA-22). Inhaber dürfen Regeländerungen vorschlagen (STA-22); wer alle drei hält, stellt sich der Siegesabstimmung (STA-23). Jeder Sitz zählt am Ende 15 (STA-20).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="696"/>
        <source>Stadskassan has unlimited poäng (STA-03) and holds the Stadsfullmäktige seats and the Guldbonus not yet sold (STA-05). A Guldbonus costs 10 on Ödet&apos;s GB face and counts 25 at the end (STA-12, STA-20). The banker wears the ring and keeps the banker&apos;s varvslön (STA-04, STA-10).</source>
        <translation>Stadskassan hat unbegrenzt poäng (STA-03) und hält die noch nicht verkauften Sitze von Stadsfullmäktige und Guldbonus (STA-05). Ein Guldbonus kostet 10 bei der GB-Seite von Ödet und zählt am Ende 25 (STA-12, STA-20). Der Bankier trägt den Ring und erhält die varvslön des Bankiers (STA-04, STA-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/scene.py" line="706"/>
        <source>The figures in force. Holders of a Stadsfullmäktige seat may change them with the Röstkort; a change holds to the end of the game (STA-22).</source>
        <translation>Die geltenden Zahlen. Wer einen Sitz in Stadsfullmäktige hat, darf sie mit dem Röstkort ändern; eine Änderung gilt bis zum Spielende (STA-22).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/civic.py" line="112"/>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/civic.py" line="161"/>
        <source>Seats for sale</source>
        <translation>Sitze zu verkaufen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/civic.py" line="171"/>
        <source>The Bank&apos;s share: here, for sale on B</source>
        <translation>Der Anteil der Bank: hier, zu kaufen auf B</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/civic.py" line="173"/>
        <source>The Bank&apos;s share: {name}</source>
        <translation>Der Anteil der Bank: {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/civic.py" line="178"/>
        <source>Banker: {name}</source>
        <translation>Bankier: {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/civic.py" line="187"/>
        <source>No banker chosen yet</source>
        <translation>Noch kein Bankier gewählt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/civic.py" line="243"/>
        <source>Domstolen: no court yet</source>
        <translation>Domstolen: noch kein Gericht</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/civic.py" line="245"/>
        <source>Domstolen: {name} (owner of D)</source>
        <translation>Domstolen: {name} (besitzt D)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/civic.py" line="249"/>
        <source>Domstolen: {name} (the banker)</source>
        <translation>Domstolen: {name} (der Bankier)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/civic.py" line="255"/>
        <source>Varvslön: {figures}</source>
        <translation>Varvslön: {figures}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/civic.py" line="263"/>
        <source>NZ interest {rate} % · Farsot {f} · Naturkatastrof {n}</source>
        <translation>NZ-Zins {rate} % · Farsot {f} · Naturkatastrof {n}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/civic.py" line="275"/>
        <source>Loans up to {limit} poäng</source>
        <translation>Kredite bis {limit} poäng</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/civic.py" line="292"/>
        <source>Rules in force</source>
        <translation>Geltende Regeln</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/end.py" line="28"/>
        <source>won by Domstolen&apos;s ruling on the appeal (STA-23)</source>
        <translation>gewann durch den Spruch von Domstolen über die Berufung (STA-23)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/end.py" line="32"/>
        <source>won by the table&apos;s vote in Stadsfullmäktige (STA-23)</source>
        <translation>gewann durch die Abstimmung des Tisches in Stadsfullmäktige (STA-23)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/end.py" line="36"/>
        <source>the last player not bankrupt (STA-17)</source>
        <translation>der letzte Spieler, der nicht bankrott ist (STA-17)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/end.py" line="37"/>
        <source>won at the count (STA-24)</source>
        <translation>gewann bei der Zählung (STA-24)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/end.py" line="93"/>
        <source>{names} wins</source>
        <translation>{names} gewinnt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/end.py" line="95"/>
        <source>{names} share the victory</source>
        <translation>{names} teilen sich den Sieg</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/end.py" line="114"/>
        <source>The count (STA-24)</source>
        <translation>Die Zählung (STA-24)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/fate.py" line="110"/>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/fate.py" line="175"/>
        <source>not touched</source>
        <translation>nicht betroffen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/fate.py" line="130"/>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/fate.py" line="159"/>
        <source>pays {amount} poäng</source>
        <translation>zahlt {amount} poäng</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/fate.py" line="155"/>
        <source>gets {amount} poäng</source>
        <translation>erhält {amount} poäng</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/fate.py" line="165"/>
        <source>spared: on an NZ</source>
        <translation>verschont: auf einer NZ</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/fate.py" line="170"/>
        <source>spared: the banker</source>
        <translation>verschont: der Bankier</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/overlays.py" line="73"/>
        <source>Click to fold this card away</source>
        <translation>Klicken, um diese Karte wegzulegen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/overlays.py" line="172"/>
        <source>Thrown by {thrower} for {lander} on Ödet</source>
        <translation>Geworfen von {thrower} für {lander} auf Ödet</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/overlays.py" line="176"/>
        <source>Thrown by {thrower} on Ödet</source>
        <translation>Geworfen von {thrower} auf Ödet</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/overlays.py" line="180"/>
        <source>Thrown by {thrower}</source>
        <translation>Geworfen von {thrower}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/overlays.py" line="224"/>
        <source>has voted ✓</source>
        <translation>hat abgestimmt ✓</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/overlays.py" line="226"/>
        <source>to vote…</source>
        <translation>stimmt noch ab…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/overlays.py" line="229"/>
        <source>Secret vote: every vote is shown together once all are in.</source>
        <translation>Geheime Abstimmung: alle Stimmen werden gemeinsam gezeigt, sobald alle abgestimmt haben.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/overlays.py" line="243"/>
        <source>holds all three seats: does not vote</source>
        <translation>hält alle drei Sitze: stimmt nicht ab</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/overlays.py" line="251"/>
        <source>asks: does not vote</source>
        <translation>fragt: stimmt nicht ab</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/overlays.py" line="256"/>
        <source>on an NZ: does not vote</source>
        <translation>auf einer NZ: stimmt nicht ab</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/overlays.py" line="274"/>
        <source>{name} asks: {question}?</source>
        <translation>{name} fragt: {question}?</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/overlays.py" line="272"/>
        <source>Does {name} win?</source>
        <translation>Gewinnt {name}?</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="25"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="26"/>
        <source>Residential block (orange)</source>
        <translation>Wohnblock (orange)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="27"/>
        <source>Office block (violet)</source>
        <translation>Büroblock (violett)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="28"/>
        <source>Existing building (turquoise)</source>
        <translation>Bestehendes Gebäude (türkis)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="29"/>
        <source>Stortorget (silver)</source>
        <translation>Stortorget (silber)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="30"/>
        <source>Stadsfullmäktige (gold)</source>
        <translation>Stadsfullmäktige (gold)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="31"/>
        <source>Ödet (light blue)</source>
        <translation>Ödet (hellblau)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="32"/>
        <source>Neutral zone (yellow)</source>
        <translation>Neutrale Zone (gelb)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="40"/>
        <source>Owner: nobody yet (Stadskassan)</source>
        <translation>Besitzer: noch niemand (Stadskassan)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="41"/>
        <source>Owner: {name}</source>
        <translation>Besitzer: {name}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="47"/>
        <source>Land here: buy it at its price if nobody owns it; if someone else owns it, pay them its fee (STA-07).</source>
        <translation>Hier landen: den Block zum Preis kaufen, wenn er niemandem gehört; gehört er jemand anderem, an ihn die Gebühr zahlen (STA-07).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="55"/>
        <source>A höghus (darker square): the dearest blocks of its kind (STA-02).</source>
        <translation>Ein höghus (dunkleres Feld): die teuersten Blöcke seiner Art (STA-02).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="61"/>
        <source>One of the two Varuhus: when other players own both, the payer chooses whom to pay, and anyone may protest to Domstolen (STA-08).</source>
        <translation>Eines der beiden Varuhus: gehören beide anderen Spielern, wählt der Zahler, wen er bezahlt, und jeder darf bei Domstolen protestieren (STA-08).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="69"/>
        <source>One of the three hotels: when several other players own hotels, the payer chooses whom to pay, and anyone may protest to Domstolen (STA-08).</source>
        <translation>Eines der drei Hotels: gehören Hotels mehreren anderen Spielern, wählt der Zahler, wen er bezahlt, und jeder darf bei Domstolen protestieren (STA-08).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="77"/>
        <source>Banken is the Bank&apos;s share: the banker holds it at the start; its fees go to whoever holds it, and it counts 15 at the end. In Stadskassan it is sold here (STA-19, STA-20).</source>
        <translation>Banken ist der Anteil der Bank: der Bankier hält ihn zu Beginn; seine Gebühren gehen an den Inhaber, und er zählt am Ende 15. Liegt er in Stadskassan, wird er hier verkauft (STA-19, STA-20).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="86"/>
        <source>Domstolen&apos;s owner is the court and throws the Ödestärning at protests, Röstkort questions and the appeal; with no owner the banker throws (STA-21).</source>
        <translation>Der Besitzer von Domstolen ist das Gericht und wirft die Ödestärning bei Protesten, Röstkort-Fragen und der Berufung; ohne Besitzer wirft der Bankier (STA-21).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="94"/>
        <source>Stortorget&apos;s owner gets the bigger varvslön at every Start passage (STA-10). Moving onto it lets you raise the Röstkort (STA-22).</source>
        <translation>Der Besitzer von Stortorget erhält bei jedem Passieren von Start die größere varvslön (STA-10). Wer hierher zieht, darf das Röstkort heben (STA-22).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="107"/>
        <source>Passing Start pays varvslön: {figures} (STA-10).</source>
        <translation>Wer Start passiert, erhält varvslön: {figures} (STA-10).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="110"/>
        <source>A loan is repaid at its second passage, without interest (STA-15).</source>
        <translation>Ein Kredit wird beim zweiten Passieren zurückgezahlt, ohne Zinsen (STA-15).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="113"/>
        <source>Moving onto Start lets you raise the Röstkort (STA-22).</source>
        <translation>Wer auf Start zieht, darf das Röstkort heben (STA-22).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="119"/>
        <source>Standing here you may buy a free seat of Stadsfullmäktige for 15 poäng (STA-18).</source>
        <translation>Wer hier steht, darf einen freien Sitz in Stadsfullmäktige für 15 poäng kaufen (STA-18).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="123"/>
        <source>Moving onto it lets you raise the Röstkort (STA-22).</source>
        <translation>Wer hierher zieht, darf das Röstkort heben (STA-22).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="126"/>
        <source>Whoever holds all three seats faces the table&apos;s victory vote (STA-23).</source>
        <translation>Wer alle drei Sitze hält, stellt sich der Siegesabstimmung des Tisches (STA-23).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="133"/>
        <source>Land here and the Ödestärning is thrown for you; players on an NZ are not touched (STA-12, STA-16).</source>
        <translation>Wer hier landet, für den wird die Ödestärning geworfen; Spieler auf einer NZ sind nicht betroffen (STA-12, STA-16).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="138"/>
        <source>With a loan you may then ask for a second throw: positive cancels the loan, negative doubles it (STA-13).</source>
        <translation>Mit einem Kredit darfst du danach einen zweiten Wurf verlangen: positiv erlässt den Kredit, negativ verdoppelt ihn (STA-13).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="147"/>
        <source>{name} would repay {total} poäng here (loan {loan} + {interest}).</source>
        <translation>{name} würde hier {total} poäng zurückzahlen (Kredit {loan} + {interest}).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="155"/>
        <source>A Neutral zone: a loan is repaid here at once with {rate} % interest, rounded up (STA-15).</source>
        <translation>Eine neutrale Zone: ein Kredit wird hier sofort mit {rate} % Zinsen zurückgezahlt, aufgerundet (STA-15).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="160"/>
        <source>While here you do not vote and throws from Ödet do not touch you; a Röstkort question still binds you (STA-16).</source>
        <translation>Hier stimmst du nicht ab und Würfe von Ödet treffen dich nicht; eine Röstkort-Frage bindet dich trotzdem (STA-16).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="177"/>
        <source>Price {price} poäng · fee {fee} poäng</source>
        <translation>Preis {price} poäng · Gebühr {fee} poäng</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="187"/>
        <source>Here now: {names}</source>
        <translation>Hier jetzt: {names}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="192"/>
        <source>Square {n} of {total}</source>
        <translation>Feld {n} von {total}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="203"/>
        <source>Guldbonus: the player may buy a Guldbonus for 10 poäng after a first investment; one who already owns one must sell it at auction (STA-12).</source>
        <translation>Guldbonus: der Spieler darf nach einer ersten Investition einen Guldbonus für 10 poäng kaufen; wer schon einen hat, muss ihn versteigern (STA-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="208"/>
        <source>Investeringsutdelning: every player not on an NZ gets 3 poäng from Stadskassan (STA-12).</source>
        <translation>Investeringsutdelning: jeder Spieler, der nicht auf einer NZ steht, erhält 3 poäng aus Stadskassan (STA-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="213"/>
        <source>Gynnsamt klimat: every player but the banker and those on an NZ gets 5 poäng from Stadskassan (STA-12).</source>
        <translation>Gynnsamt klimat: jeder Spieler außer dem Bankier und denen auf einer NZ erhält 5 poäng aus Stadskassan (STA-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="218"/>
        <source>Farsot: every player not on an NZ pays {amount} poäng to Stadskassan (STA-12).</source>
        <translation>Farsot: jeder Spieler, der nicht auf einer NZ steht, zahlt {amount} poäng an Stadskassan (STA-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="222"/>
        <source>Naturkatastrof: every player but the banker and those on an NZ pays {amount} poäng to Stadskassan (STA-12).</source>
        <translation>Naturkatastrof: jeder Spieler außer dem Bankier und denen auf einer NZ zahlt {amount} poäng an Stadskassan (STA-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="227"/>
        <source>Krigshot: the player whose throw it is pays 4 poäng to Stadskassan (STA-12).</source>
        <translation>Krigshot: der Spieler, dessen Wurf es ist, zahlt 4 poäng an Stadskassan (STA-12).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="238"/>
        <source>ja · positive (white)</source>
        <translation>ja · positiv (weiß)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="239"/>
        <source>nej · negative (black)</source>
        <translation>nej · negativ (schwarz)</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="245"/>
        <source>Protest to Domstolen: positive, the payer&apos;s choice stands; negative, the plaintiff chooses the owner (STA-08).</source>
        <translation>Protest bei Domstolen: positiv, die Wahl des Zahlers gilt; negativ, der Kläger wählt den Besitzer (STA-08).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="250"/>
        <source>On the loan: positive, the loan is cancelled; negative, it is doubled (STA-13).</source>
        <translation>Auf den Kredit: positiv, er wird erlassen; negativ, er wird verdoppelt (STA-13).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="254"/>
        <source>On the Röstkort question: positive, it happens; negative, it does not (STA-22).</source>
        <translation>Auf die Röstkort-Frage: positiv, es geschieht; negativ, es geschieht nicht (STA-22).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/texts.py" line="258"/>
        <source>On the appeal: positive, the holder of the three seats wins; negative, the count decides (STA-23).</source>
        <translation>Auf die Berufung: positiv, der Inhaber der drei Sitze gewinnt; negativ, die Zählung entscheidet (STA-23).</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/titles/stadsliv/tray.py" line="86"/>
        <source>no roll yet</source>
        <translation>noch kein Wurf</translation>
    </message>
</context>
<context>
    <name>SummaryScene</name>
    <message>
        <location filename="../../stadsliv_qt/ui/scenes/summary.py" line="120"/>
        <source>This game&apos;s board is not drawn yet; the table shows its public state.</source>
        <translation>Das Spielbrett dieses Spiels ist noch nicht gezeichnet; der Tisch zeigt, was alle sehen dürfen.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/scenes/summary.py" line="129"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/scenes/summary.py" line="131"/>
        <source>Waiting for the dice.</source>
        <translation>Warten auf die Würfel.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/scenes/summary.py" line="133"/>
        <source>Everyone chooses in secret.</source>
        <translation>Alle wählen geheim.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="334"/>
        <source>{name} (computer) is thinking…</source>
        <translation>{name} (Computer) denkt nach…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="420"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="423"/>
        <source>{name} wins</source>
        <translation>{name} gewinnt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="425"/>
        <source>Shared win: {names}</source>
        <translation>Geteilter Sieg: {names}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="433"/>
        <source>Scores: {scores}</source>
        <translation>Punkte: {scores}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="559"/>
        <source>Everyone has chosen</source>
        <translation>Alle haben gewählt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="560"/>
        <source>Gather round: the choices are revealed together.</source>
        <translation>Alle zusammenkommen: die Entscheidungen werden gemeinsam aufgedeckt.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="561"/>
        <location filename="../../stadsliv_qt/ui/table.py" line="567"/>
        <source>Show the table</source>
        <translation>Tisch zeigen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="565"/>
        <source>Back to the table</source>
        <translation>Zurück zum Tisch</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="566"/>
        <source>Turn the screen so everyone can see it.</source>
        <translation>Dreh den Bildschirm, damit alle ihn sehen.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="577"/>
        <source>There is news only for you.</source>
        <translation>Es gibt etwas nur für dich.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="597"/>
        <source>Only for you</source>
        <translation>Nur für dich</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="638"/>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="639"/>
        <source>Second currency</source>
        <translation>Zweite Währung</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="640"/>
        <source>Holdings</source>
        <translation>Besitz</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="641"/>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="668"/>
        <source>Your choice is in. Nobody sees it before the reveal.</source>
        <translation>Deine Wahl ist abgegeben. Niemand sieht sie vor der Aufdeckung.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="671"/>
        <source>Your choice is sealed.</source>
        <translation>Deine Wahl ist versiegelt.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/table.py" line="663"/>
        <source>Your choice is made.</source>
        <translation>Deine Wahl ist getroffen.</translation>
    </message>
</context>
<context>
    <name>TradeAnswerPanel</name>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="337"/>
        <source>{name} gives {other}</source>
        <translation>{name} gibt {other}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="338"/>
        <source>{name} gets from {other}</source>
        <translation>{name} bekommt von {other}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="343"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
</context>
<context>
    <name>TradeDialog</name>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="184"/>
        <source>Offer a trade</source>
        <translation>Tausch anbieten</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="189"/>
        <source>{name} offers a trade</source>
        <translation>{name} bietet einen Tausch an</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="191"/>
        <source>To:</source>
        <translation>An:</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="205"/>
        <source>Tick what changes hands. The other player accepts or refuses on screen.</source>
        <translation>Ankreuzen, was den Besitzer wechselt. Der andere nimmt am Bildschirm an oder lehnt ab.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="218"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="221"/>
        <source>Offer</source>
        <translation>Anbieten</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="230"/>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="286"/>
        <source>There is nobody to trade with.</source>
        <translation>Es gibt niemanden zum Tauschen.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="247"/>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="252"/>
        <source>{name} gives</source>
        <translation>{name} gibt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="272"/>
        <source>1 item and {money} in this offer.</source>
        <translation>1 Teil und {money} in diesem Angebot.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="273"/>
        <source>{n} items and {money} in this offer.</source>
        <translation>{n} Teile und {money} in diesem Angebot.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="292"/>
        <source>An offer must contain something.</source>
        <translation>Ein Angebot muss etwas enthalten.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/trade.py" line="298"/>
        <source>{name} has only {cash}.</source>
        <translation>{name} hat nur {cash}.</translation>
    </message>
</context>
<context>
    <name>VotePanel</name>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/vote.py" line="78"/>
        <source>Your vote stays secret until everyone has voted.</source>
        <translation>Deine Stimme bleibt geheim, bis alle abgestimmt haben.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/vote.py" line="82"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/vote.py" line="83"/>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/vote.py" line="90"/>
        <source>Cast my vote</source>
        <translation>Stimme abgeben</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/vote.py" line="122"/>
        <source>Choose yes or no first.</source>
        <translation>Erst Ja oder Nein wählen.</translation>
    </message>
</context>
<context>
    <name>VoteReveal</name>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/vote.py" line="177"/>
        <source>The votes are revealed</source>
        <translation>Die Stimmen werden aufgedeckt</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/vote.py" line="182"/>
        <source>{yes} yes · {no} no</source>
        <translation>{yes} Ja · {no} Nein</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/vote.py" line="229"/>
        <source>yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/vote.py" line="229"/>
        <source>no</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/dialogs/vote.py" line="215"/>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <location filename="../../stadsliv_qt/ui/welcome.py" line="165"/>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/welcome.py" line="174"/>
        <source>Learn to play {title}</source>
        <translation>Spielen lernen: {title}</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/welcome.py" line="176"/>
        <source>{title}: continue the tutorial (step {k} of {n})</source>
        <translation>{title}: Anleitung fortsetzen (Schritt {k} von {n})</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/welcome.py" line="185"/>
        <source>Start over</source>
        <translation>Von vorn</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/welcome.py" line="186"/>
        <source>Begin this tutorial again from its first step.</source>
        <translation>Diese Anleitung noch einmal ab dem ersten Schritt beginnen.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/welcome.py" line="77"/>
        <source>Three city board games for one table and one screen.</source>
        <translation>Drei Stadt-Brettspiele für einen Tisch und einen Bildschirm.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/welcome.py" line="97"/>
        <location filename="../../stadsliv_qt/ui/welcome.py" line="138"/>
        <source>An unfinished game is waiting</source>
        <translation>Ein unfertiges Spiel wartet</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/welcome.py" line="103"/>
        <source>Continue last game</source>
        <translation>Letztes Spiel fortsetzen</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/welcome.py" line="112"/>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/welcome.py" line="114"/>
        <source>Open a saved game…</source>
        <translation>Gespeichertes Spiel öffnen…</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/welcome.py" line="150"/>
        <source>The last game cannot be continued</source>
        <translation>Das letzte Spiel kann nicht fortgesetzt werden</translation>
    </message>
</context>
<context>
    <name>curtain</name>
    <message>
        <location filename="../../stadsliv_qt/ui/handoff.py" line="248"/>
        <source>Only you see this.</source>
        <translation>Nur du siehst das.</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/handoff.py" line="251"/>
        <source>Hold to see what you sealed</source>
        <translation>Gedrückt halten, um zu sehen, was du versiegelt hast</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/handoff.py" line="252"/>
        <source>Shown only while you hold the button down</source>
        <translation>Nur zu sehen, solange du den Knopf gedrückt hältst</translation>
    </message>
    <message>
        <location filename="../../stadsliv_qt/ui/handoff.py" line="259"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
</context>
</TS>
